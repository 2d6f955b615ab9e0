// GET /admin/api/seed-pairs?filter={"player_id":...}: one player's provably-fair seed pairs: the
// active one with its commitment (server seed hash) only, revealed ones with their server seed.
// An unrevealed server seed is never served.
import { Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ListSeedPairsQuery,
  SEED_PAIR_SORT_FIELDS,
  type SeedPairListPage,
  type SeedPairSortField,
  type StaffSeedPairView,
} from './list-seed-pairs.query';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { StaffController, StaffEndpoint } from '../../staff';
import { requirePlayerId } from '../http/player-filter';

export const SEED_PAIRS_RESOURCE = 'seed-pairs';

class AdminSeedPairDto {
  @ApiProperty({ description: 'The pair id' }) id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty({ description: 'The commitment shown before any draw' }) server_seed_hash!: string;
  @ApiProperty() client_seed!: string;
  @ApiProperty({ nullable: true, type: String, description: 'Only once revealed (rotated); null for the active pair' })
  server_seed!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Draws served (nonces 0 .. nonce-1), once revealed' })
  nonce!: number | null;
  @ApiProperty({ description: 'When the pair was committed' }) created_at!: string;
  @ApiProperty({ nullable: true, type: String }) revealed_at!: string | null;
}

const SORT_FIELDS = [...SEED_PAIR_SORT_FIELDS, 'id', 'created_at'] as const;

function toDto(pair: StaffSeedPairView): AdminSeedPairDto {
  return {
    id: pair.pairId,
    player_id: pair.playerId,
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
    server_seed: pair.revealedAt === null ? null : pair.serverSeed,
    nonce: pair.nonce,
    created_at: pair.committedAt,
    revealed_at: pair.revealedAt,
  };
}

@StaffController('seed-pairs')
export class SeedPairsStaffController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @StaffEndpoint('list', 'seed-pairs', {
    summary: "One player's seed pairs; server seeds only once revealed (react-admin list; Content-Range header)",
    description:
      'Filters: player_id (required), revealed (true/false). Sort: created_at (default DESC; id and committed_at ' +
      'sort the same way), revealed_at (the active pair last).',
    type: AdminSeedPairDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSeedPairDto[]> {
    const parsed = parseAdminList(query, {
      sortFields: SORT_FIELDS,
      defaultSort: { field: 'created_at', order: 'DESC' },
      filters: { player_id: readers.string, revealed: readers.boolean },
    });
    const field: SeedPairSortField = parsed.sort.field === 'revealed_at' ? 'revealed_at' : 'committed_at';
    const page = await this.queryBus.execute<ListSeedPairsQuery, SeedPairListPage>(
      new ListSeedPairsQuery({
        filter: { playerId: requirePlayerId(parsed.filter.player_id), revealed: parsed.filter.revealed },
        sort: { field, order: parsed.sort.order },
        offset: parsed.offset,
        limit: parsed.limit,
      }),
    );
    setContentRange(reply, SEED_PAIRS_RESOURCE, parsed.offset, page.pairs.length, page.total);
    return page.pairs.map(toDto);
  }
}
