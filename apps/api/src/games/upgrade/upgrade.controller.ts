// The upgrade's player calls: the targets (GET /api/upgrade/items), the quote (rate ↔ price, or the
// rate a stake buys), the attempt (POST /api/upgrade), the player's history and the recent attempts.
import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatAmount, parseAmount, StorageStatus, type Language, type Paged } from '@lootledger/contracts';
import { GetStorageItemsQuery, type StoredItem } from '../../ledger';
import {
  bearerToken,
  CurrentPlayer,
  PLAYER_SESSIONS,
  PlayerAuthGuard,
  type AuthenticatedPlayer,
  type PlayerSessionVerifier,
  RefusedWhileExcluded,
} from '../../platform/auth';
import { DomainError } from '../../platform/errors/domain-error';
import { pageOf, PageRequestDto } from '../../platform/http/page-request.dto';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { AttemptUpgradeCommand, type AttemptUpgradeResult } from './attempt-upgrade/attempt-upgrade.command';
import { assertRate, priceAtRate, rateForValue, upgradeTerms } from './domain/upgrade-pricing';
import { UpgradeCatalogueRepository } from './targets/upgrade-catalogue.repository';
import {
  AttemptUpgradeDto,
  UpgradeItemDto,
  UpgradeItemsPageDto,
  UpgradeItemsRequestDto,
  UpgradeQuoteDto,
  UpgradeQuoteRequestDto,
  UpgradeRecordDto,
  UpgradeRecordsPageDto,
  UpgradeResultDto,
} from './upgrade.dto';
import { catalogueItemView, outcomeView } from './upgrade.view';
import { UpgradeRecordsReader, type UpgradeRecord } from './upgrades/upgrade-records.reader';
import { percentOf } from '../../platform/http/staff-fields';
import { FeatureSwitch } from '../../platform/site-info/feature-switch';

const REFUSALS =
  '422 UPGRADE_ITEM_REQUIRED (no item_id), 404 UPGRADE_ITEM_NOT_FOUND (unknown or disabled target), 422 UPGRADE_RATE_TOO_LOW / UPGRADE_RATE_TOO_HIGH (rate outside 5%–75%, given or bought by the stake), 422 UPGRADE_STAKE_EXCEEDS_PRICE (items worth more than the price of the rate given), 422 INSUFFICIENT_BALANCE, 409 ITEM_NOT_IN_BACKPACK, 403 ACCOUNT_FROZEN. A refusal changes nothing.';

@ApiTags('upgrade')
@Controller('api/upgrade')
export class UpgradeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly catalogue: UpgradeCatalogueRepository,
    private readonly records: UpgradeRecordsReader,
    @Inject(PLAYER_SESSIONS) private readonly sessions: PlayerSessionVerifier,
  ) {}

  @Get('items')
  @ApiOperation({ summary: 'The upgrade targets (enabled), cheapest first; filter by name, value, or one id' })
  @ApiEnvelope(UpgradeItemsPageDto)
  async items(
    @Query() request: UpgradeItemsRequestDto,
    @RequestLanguage() lang: Language,
  ): Promise<Paged<UpgradeItemDto>> {
    const { page, perPage } = pageOf(request, 30);
    const min = request.min === undefined ? null : parseAmount(request.min);
    const max = request.max === undefined ? null : parseAmount(request.max);
    const name = request.name?.trim().toLowerCase() ?? '';
    const matching = (await this.catalogue.targets())
      .filter((target) => target.enabled && target.item !== null && target.item.value > 0n)
      .map((target) => target.item!)
      .filter(
        (item) =>
          (request.id === undefined || item.id === request.id) &&
          (name === '' ||
            item.name_en.toLowerCase().includes(name) ||
            item.name_zh.toLowerCase().includes(name) ||
            item.hash_name.toLowerCase().includes(name)) &&
          (min === null || item.value >= min) &&
          (max === null || item.value <= max),
      )
      .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.id.localeCompare(b.id)));
    return {
      data: matching.slice((page - 1) * perPage, page * perPage).map((item) => catalogueItemView(item, lang)),
      total: matching.length,
      per_page: perPage,
      current_page: page,
    };
  }

  @Get('quote')
  @ApiOperation({
    summary: 'The price of a rate, the rate a price buys, or the rate staked items buy',
    description: `price = ceil(rate × target value ÷ RTP) to the hundredth; rate = floor(paid × RTP ÷ target value) in basis points. With rate and storage_ids: the coins still to pay. storage_ids need a player token. ${REFUSALS}`,
  })
  @ApiEnvelope(UpgradeQuoteDto)
  async quote(
    @Query() request: UpgradeQuoteRequestDto,
    @Req() http: { headers: Record<string, string | string[] | undefined> },
  ): Promise<UpgradeQuoteDto> {
    if (!request.item_id) throw new DomainError('UPGRADE_ITEM_REQUIRED');
    const item = await this.catalogue.enabledTarget(request.item_id);
    if (!item) throw new DomainError('UPGRADE_ITEM_NOT_FOUND');
    const rtp = await this.catalogue.rtp();
    const staked = (request.storage_ids ?? []).length > 0;
    let stakeValue = 0n;
    if (staked) {
      const token = bearerToken(http.headers.authorization);
      const session = token ? await this.sessions.verifyAccessToken(token) : undefined;
      if (!session) throw new DomainError(token ? 'TOKEN_INVALID' : 'UNAUTHENTICATED');
      stakeValue = await this.stakeValue(session.playerId, request.storage_ids!);
    }
    let rate = request.rate;
    if (rate === undefined && request.price !== undefined) {
      rate = rateForValue(item.value, parseAmount(request.price) ?? 0n, rtp);
      assertRate(rate);
    }
    const terms = upgradeTerms({ targetValue: item.value, rtp, rate, stakeValue, staked });
    return {
      item_id: item.id,
      rate: terms.rate,
      price: formatAmount(rate === undefined ? terms.price : priceAtRate(item.value, terms.rate, rtp)),
      stake_value: formatAmount(terms.stakeValue),
      coins: formatAmount(terms.coins),
      rtp: percentOf(rtp),
    };
  }

  @Post()
  @RefusedWhileExcluded()
  @FeatureSwitch('upgrade')
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Attempt an upgrade: pay (coins, staked items or both), draw provably fair, win the target or not',
    description: `Success when floor(f × 10000) < rate (fairness.md "Upgrade"), drawn on the next nonce of the player's active seed pair. Body: {item_id, rate} (coins), {item_id, storage_ids} (the stake's value buys the rate; more than the 75% price is refused) or {item_id, rate, storage_ids} (the items pay part of the rate's price, coins the rest). ${REFUSALS}`,
  })
  @ApiEnvelope(UpgradeResultDto)
  async attempt(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: AttemptUpgradeDto,
    @RequestLanguage() lang: Language,
  ): Promise<UpgradeResultDto> {
    if (!body.item_id) throw new DomainError('UPGRADE_ITEM_REQUIRED');
    const result: AttemptUpgradeResult = await this.commandBus.execute(
      new AttemptUpgradeCommand(player.playerId, body.item_id, body.rate, body.storage_ids ?? []),
    );
    return { ...outcomeView(result.attempted, lang), bean: formatAmount(result.balance) };
  }

  @Get('history')
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "The player's own upgrades, newest first" })
  @ApiEnvelope(UpgradeRecordsPageDto)
  async history(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() request: PageRequestDto,
    @RequestLanguage() lang: Language,
  ): Promise<Paged<UpgradeRecordDto>> {
    return this.pageOfRecords(request, { playerId: player.playerId }, lang);
  }

  @Get('recent')
  @ApiOperation({ summary: "Everyone's recent upgrades, newest first (public)" })
  @ApiEnvelope(UpgradeRecordsPageDto)
  async recent(@Query() request: PageRequestDto, @RequestLanguage() lang: Language): Promise<Paged<UpgradeRecordDto>> {
    return this.pageOfRecords(request, {}, lang);
  }

  private async pageOfRecords(
    request: PageRequestDto,
    filter: { playerId?: string },
    lang: Language,
  ): Promise<Paged<UpgradeRecordDto>> {
    const { page, perPage } = pageOf(request);
    const result = await this.records.page({ filter, offset: (page - 1) * perPage, limit: perPage });
    return {
      data: result.rows.map((record) => recordView(record, lang)),
      total: result.total,
      per_page: perPage,
      current_page: page,
    };
  }

  private async stakeValue(playerId: string, storageIds: readonly string[]): Promise<bigint> {
    if (new Set(storageIds).size !== storageIds.length) throw new DomainError('ITEM_NOT_IN_BACKPACK');
    const items = await this.queryBus.execute<GetStorageItemsQuery, StoredItem[]>(
      new GetStorageItemsQuery(playerId, storageIds),
    );
    if (items.length !== storageIds.length || items.some((item) => item.status !== StorageStatus.IN_BACKPACK))
      throw new DomainError('ITEM_NOT_IN_BACKPACK');
    return items.reduce((sum, item) => sum + item.value, 0n);
  }
}

export function recordView(record: UpgradeRecord, lang: Language): UpgradeRecordDto {
  return { ...outcomeView(record, lang), player_id: record.player_id, created_at: record.created_at };
}
