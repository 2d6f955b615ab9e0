// /admin/api/contracts: every contract for staff (react-admin list and show): the inputs, the pool
// with its candidates and rules, the draw (seeds, nonce, ticket; the server seed once revealed), the
// item won and the player.
import { Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { formatAmount } from '@lootledger/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../../platform/http/admin-list';
import { percentOf } from '../../../platform/http/staff-fields';
import { StaffController, StaffEndpoint } from '../../../staff';
import { GetSeedPairQuery, type GrantedItem, type SeedPairView } from '../../../ledger';
import type { ContractInput } from '../domain/contract-signed.event';
import { ContractsReader, json, type ContractRow } from '../contracts/contracts.reader';
// Its resources join the staff matrix before the routes below ask it for their roles.
import './contract.staff-resources';

const SORT_FIELDS = ['created_at', 'inputs_total', 'item_value'] as const;

export class StaffContractRowDto {
  @ApiProperty() id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty() inputs_count!: number;
  @ApiProperty({ example: '30.00' }) inputs_total!: string;
  @ApiProperty({ example: '27.00' }) expected!: string;
  @ApiProperty({ example: '90.00' }) rtp!: string;
  @ApiProperty() item_id!: string;
  @ApiProperty() item_name!: string;
  @ApiProperty({ example: '25.00' }) item_value!: string;
  @ApiProperty() storage_id!: string;
  @ApiProperty() created_at!: string;
}

class StaffContractInputDto {
  @ApiProperty() storage_id!: string;
  @ApiProperty() item_id!: string;
  @ApiProperty() value!: string;
}

class StaffContractPoolEntryDto {
  @ApiProperty() item_id!: string;
  @ApiProperty() value!: string;
  @ApiProperty() weight!: number;
}

export class StaffContractDto extends StaffContractRowDto {
  @ApiProperty({ example: '25.00' }) band_min!: string;
  @ApiProperty({ example: '400.00' }) band_max!: string;
  @ApiProperty({ type: [StaffContractInputDto] }) inputs!: StaffContractInputDto[];
  @ApiProperty({ type: [StaffContractPoolEntryDto] }) pool!: StaffContractPoolEntryDto[];
  @ApiProperty() candidates_count!: number;
  @ApiProperty() pair_id!: string;
  @ApiProperty() server_seed_hash!: string;
  @ApiProperty({ nullable: true, type: String, description: 'once the player rotated the pair' })
  server_seed!: string | null;
  @ApiProperty() client_seed!: string;
  @ApiProperty() nonce!: number;
  @ApiProperty() cursor!: number;
  @ApiProperty() ticket!: number;
  @ApiProperty() total_weight!: number;
}

function rowView(row: ContractRow): StaffContractRowDto {
  const item = row.item ? json<GrantedItem>(row.item) : null;
  return {
    id: row.contract_id,
    player_id: row.player_id,
    inputs_count: json<ContractInput[]>(row.inputs).length,
    inputs_total: formatAmount(BigInt(row.inputs_total)),
    expected: formatAmount(BigInt(row.expected)),
    rtp: percentOf(Number(row.rtp_bp)),
    item_id: row.item_id,
    item_name: item?.name_en ?? row.item_id,
    item_value: row.item_value === null ? '0.00' : formatAmount(BigInt(row.item_value)),
    storage_id: row.storage_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

@StaffController('contracts')
export class ContractsStaffController {
  constructor(
    private readonly reader: ContractsReader,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @StaffEndpoint('list', 'contracts', {
    summary: 'Contracts, newest first (react-admin list; Content-Range header)',
    description:
      'Filters: id (one or a list), player_id, item_id (the item won), from, to (ISO times). Sort: created_at (default DESC), inputs_total, item_value.',
    type: StaffContractRowDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffContractRowDto[]> {
    const request = parseAdminList(query, {
      sortFields: SORT_FIELDS,
      defaultSort: { field: 'created_at', order: 'DESC' },
      filters: {
        id: readers.ids,
        player_id: readers.string,
        item_id: readers.string,
        from: readers.date,
        to: readers.date,
      },
    });
    const filter = request.filter as { id?: string[]; player_id?: string; item_id?: string; from?: Date; to?: Date };
    const { rows, total } = await this.reader.page(
      {
        ids: filter.id,
        playerId: filter.player_id,
        itemId: filter.item_id,
        from: filter.from?.toISOString(),
        to: filter.to?.toISOString(),
      },
      {
        offset: request.offset,
        limit: request.limit,
        // The sort column comes from SORT_FIELDS, never from the request's text.
        orderBy: `${request.sort.field} ${request.sort.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, contract_id`,
      },
    );
    setContentRange(reply, 'contracts', request.offset, rows.length, total);
    return rows.map(rowView);
  }

  @Get(':id')
  @StaffEndpoint('show', 'contracts', {
    summary: 'One contract: inputs, rules, pool (values and weights), the draw and its seeds, the item won',
    type: StaffContractDto,
    refusals: [[404, 'CONTRACT_NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<StaffContractDto> {
    const row = await this.reader.find(id);
    if (!row) throw new DomainError('CONTRACT_NOT_FOUND');
    // The server seed once the player rotated the pair: the ledger's seed-pairs read model has it.
    const pair = await this.queryBus.execute<GetSeedPairQuery, SeedPairView | null>(new GetSeedPairQuery(row.pair_id));
    const values = new Map(json<[string, string][]>(row.candidates));
    const pool = json<[string, number][]>(row.pool);
    return {
      ...rowView(row),
      band_min: percentOf(Number(row.band_min_bp)),
      band_max: percentOf(Number(row.band_max_bp)),
      inputs: json<ContractInput[]>(row.inputs).map((input) => ({
        storage_id: input.storage_id,
        item_id: input.item_id,
        value: formatAmount(BigInt(input.value)),
      })),
      pool: pool.map(([itemId, weight]) => ({
        item_id: itemId,
        value: formatAmount(BigInt(values.get(itemId) ?? '0')),
        weight,
      })),
      candidates_count: values.size,
      pair_id: row.pair_id,
      server_seed_hash: row.server_seed_hash,
      server_seed: pair?.server_seed ?? null,
      client_seed: row.client_seed,
      nonce: Number(row.nonce),
      cursor: Number(row.cursor),
      ticket: Number(row.ticket),
      total_weight: pool.reduce((sum, [, weight]) => sum + weight, 0),
    };
  }
}
