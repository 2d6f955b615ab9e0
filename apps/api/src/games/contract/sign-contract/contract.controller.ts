// POST /api/contract (3 to 9 backpack items in, one item out), GET /api/contract/preview (the pool
// they would draw from, nothing changes) and GET /api/contract/history (the player's contracts).
import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatAmount, type Language, type Paged } from '@lootledger/contracts';
import { roundHundredths } from '@lootledger/fairness';
import { grantedItemView } from '../../../ledger';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer, RefusedWhileExcluded } from '../../../platform/auth';
import { PageRequestDto, pageOf } from '../../../platform/http/page-request.dto';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { poolOdds } from '../../../catalogue';
import { contractRecordView, ContractsReader } from '../contracts/contracts.reader';
import { ContractService } from './contract.service';
import {
  ContractDto,
  ContractPreviewDto,
  ContractRecordsPageDto,
  PreviewContractDto,
  SignContractDto,
  type ContractRecordDto,
} from './contract.dto';
import { FeatureSwitch } from '../../../platform/site-info/feature-switch';

const REFUSALS =
  '422 CONTRACT_TOO_FEW_ITEMS (under 3), CONTRACT_TOO_MANY_ITEMS (over 9), CONTRACT_ITEM_REPEATED (an item twice), ' +
  'CONTRACT_NO_POOL (no catalogue items can reach RTP x total); 409 ITEM_NOT_IN_BACKPACK; 403 ACCOUNT_FROZEN. ' +
  'A refusal changes nothing.';

@ApiTags('contract')
@ApiBearerAuth()
@Controller('api/contract')
@UseGuards(PlayerAuthGuard)
export class ContractController {
  constructor(
    private readonly contracts: ContractService,
    private readonly reader: ContractsReader,
  ) {}

  @Get('preview')
  @ApiOperation({
    summary: 'The pool a contract of these items would draw from, with its odds and expected value',
    description: `Changes nothing. ${REFUSALS}`,
  })
  @ApiEnvelope(ContractPreviewDto)
  async preview(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() query: PreviewContractDto,
    @RequestLanguage() lang: Language,
  ): Promise<ContractPreviewDto> {
    const { total, solved, items } = await this.contracts.preview(player.playerId, query.items);
    const odds = poolOdds(solved.pool.map(([, weight]) => weight));
    return {
      total: formatAmount(total),
      expected: formatAmount(roundHundredths(solved.expected)),
      pool: solved.pool.map(([itemId, weight]) => [itemId, weight]),
      items: solved.pool.map(([itemId, weight], index) => {
        const item = items.get(itemId)!;
        return {
          id: itemId,
          name: lang === 'zh' ? item.name_zh : item.name_en,
          cover: item.cover,
          bean: formatAmount(item.value),
          lv: item.lv,
          weight,
          odds: odds[index],
        };
      }),
    };
  }

  @Post()
  @RefusedWhileExcluded()
  @FeatureSwitch('contract')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign a contract: 3 to 9 backpack items leave for good, one item drawn provably fair arrives',
    description: `The draw is a weighted pick over the pool (fairness.md "Contract") on the active pair's next nonce, cursor 0. No coins move. ${REFUSALS}`,
  })
  @ApiEnvelope(ContractDto)
  async sign(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: SignContractDto,
    @RequestLanguage() lang: Language,
  ): Promise<ContractDto> {
    const { signed, item } = await this.contracts.sign(player.playerId, body.data);
    return {
      id: signed.contract_id,
      item: grantedItemView(item, lang),
      storage_id: signed.storage_id,
      pool: signed.pool.map(([itemId, weight]) => [itemId, weight]),
      ticket: signed.ticket,
      fairness: {
        pair_id: signed.pair_id,
        server_seed_hash: signed.server_seed_hash,
        client_seed: signed.client_seed,
        nonce: signed.nonce,
        cursor: signed.cursor,
      },
      total: formatAmount(BigInt(signed.inputs_total)),
      expected: formatAmount(BigInt(signed.expected)),
    };
  }

  @Get('history')
  @ApiOperation({ summary: "The player's contracts, newest first (paged)" })
  @ApiEnvelope(ContractRecordsPageDto)
  async history(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() request: PageRequestDto,
    @RequestLanguage() lang: Language,
  ): Promise<Paged<ContractRecordDto>> {
    const { page, perPage } = pageOf(request);
    const { rows, total } = await this.reader.page(
      { playerId: player.playerId },
      { offset: (page - 1) * perPage, limit: perPage },
    );
    return {
      data: rows.map((row) => contractRecordView(row, lang)),
      total,
      per_page: perPage,
      current_page: page,
    };
  }
}
