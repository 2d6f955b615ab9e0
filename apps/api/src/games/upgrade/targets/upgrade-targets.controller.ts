// The upgrade's targets and quotes: GET /api/upgrade/items (the enabled targets) and GET
// /api/upgrade/quote (rate ↔ price, or the rate a stake buys).
// operationId: as the one upgrade controller named it before the slices (clients generated from the
// OpenAPI document keep their method names).
import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatAmount, parseAmount, StorageStatus, type Language, type Paged } from '@lootledger/contracts';
import { GetStorageItemsQuery, type StoredItem } from '../../../ledger';
import { PLAYER_SESSIONS, playerSessionOf, type PlayerSessionVerifier } from '../../../platform/auth';
import { DomainError } from '../../../platform/errors/domain-error';
import { pageOf } from '../../../platform/http/page-request.dto';
import { percentOf } from '../../../platform/http/staff-fields';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { assertRate, priceAtRate, rateForValue, upgradeTerms } from '../domain/upgrade-pricing';
import {
  UPGRADE_REFUSALS,
  UpgradeItemDto,
  UpgradeItemsPageDto,
  UpgradeItemsRequestDto,
  UpgradeQuoteDto,
  UpgradeQuoteRequestDto,
} from '../upgrades/upgrade.dto';
import { catalogueItemView } from '../upgrades/upgrade.view';
import { UpgradeCatalogueRepository } from './upgrade-catalogue.repository';

@ApiTags('upgrade')
@Controller('api/upgrade')
export class UpgradeTargetsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly catalogue: UpgradeCatalogueRepository,
    @Inject(PLAYER_SESSIONS) private readonly sessions: PlayerSessionVerifier,
  ) {}

  @Get('items')
  @ApiOperation({
    operationId: 'UpgradeController_items',
    summary: 'The upgrade targets (enabled), cheapest first; filter by name, value, or one id',
  })
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
    operationId: 'UpgradeController_quote',
    summary: 'The price of a rate, the rate a price buys, or the rate staked items buy',
    description: `price = ceil(rate × target value ÷ RTP) to the hundredth; rate = floor(paid × RTP ÷ target value) in basis points. With rate and storage_ids: the coins still to pay. storage_ids need a player token. ${UPGRADE_REFUSALS}`,
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
      const { playerId } = await playerSessionOf(this.sessions, http.headers.authorization);
      stakeValue = await this.stakeValue(playerId, request.storage_ids!);
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
