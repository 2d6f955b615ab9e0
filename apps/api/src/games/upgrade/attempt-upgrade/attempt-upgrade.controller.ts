// POST /api/upgrade: a player attempts an upgrade (coins, staked items or both) and learns the draw.
// operationId: as the one upgrade controller named it before the slices (clients generated from the
// OpenAPI document keep their method names).
import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatAmount, type Language } from '@lootledger/contracts';
import { CurrentPlayer, type AuthenticatedPlayer, PlayerCommand } from '../../../platform/auth';
import { DomainError } from '../../../platform/errors/domain-error';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { AttemptUpgradeDto, UPGRADE_REFUSALS, UpgradeResultDto } from '../upgrades/upgrade.dto';
import { outcomeView } from '../upgrades/upgrade.view';
import { AttemptUpgradeCommand, type AttemptUpgradeResult } from './attempt-upgrade.command';

@ApiTags('upgrade')
@Controller('api/upgrade')
export class AttemptUpgradeController {
  constructor(private readonly commandBus: CommandBus) {}

  @PlayerCommand(undefined, 'upgrade')
  @ApiOperation({
    operationId: 'UpgradeController_attempt',
    summary: 'Attempt an upgrade: pay (coins, staked items or both), draw provably fair, win the target or not',
    description: `Success when floor(f × 10000) < rate (fairness.md "Upgrade"), drawn on the next nonce of the player's active seed pair. Body: {item_id, rate} (coins), {item_id, storage_ids} (the stake's value buys the rate; more than the 75% price is refused) or {item_id, rate, storage_ids} (the items pay part of the rate's price, coins the rest). ${UPGRADE_REFUSALS}`,
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
}
