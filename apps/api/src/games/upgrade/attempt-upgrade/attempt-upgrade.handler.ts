// Handles AttemptUpgradeCommand: the target (an enabled upgrade target) and the RTP from the upgrade
// catalogue, the active pair's server seed from the vault, then one decide-and-append on the
// player's account (PlayerAccountService reloads and decides again on a version conflict, so two
// attempts staking the same item cannot both pass). A rotation racing the attempt fetches the new
// seed and goes again.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { itemSnapshot, PlayerAccountService } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import { SeedPairsService } from '../../fairness/seed-pairs.service';
import { attemptUpgrade } from '../domain/attempt-upgrade.decider';
import type { UpgradeAttemptedData, UpgradeTargetItem } from '../domain/upgrade-attempted.event';
import { UpgradeCatalogueRepository } from '../targets/upgrade-catalogue.repository';
import { AttemptUpgradeCommand, type AttemptUpgradeResult } from './attempt-upgrade.command';

@CommandHandler(AttemptUpgradeCommand)
export class AttemptUpgradeHandler implements ICommandHandler<AttemptUpgradeCommand, AttemptUpgradeResult> {
  constructor(
    private readonly catalogue: UpgradeCatalogueRepository,
    private readonly accounts: PlayerAccountService,
    private readonly seedPairs: SeedPairsService,
  ) {}

  async execute(command: AttemptUpgradeCommand): Promise<AttemptUpgradeResult> {
    const item = await this.catalogue.enabledTarget(command.itemId);
    if (!item) throw new DomainError('UPGRADE_ITEM_NOT_FOUND');
    const rtp = await this.catalogue.rtp();
    const target: UpgradeTargetItem = { item_id: item.id, ...itemSnapshot(item) };
    const upgradeId = randomUUID();
    const storageId = randomUUID();
    return this.seedPairs.drawOnActivePair(command.playerId, async (seed) => {
      const result = await this.accounts.execute(
        command.playerId,
        `upgrade/${upgradeId}`,
        (state) =>
          attemptUpgrade(state, {
            upgradeId,
            target,
            rtp,
            rate: command.rate,
            stakedStorageIds: command.storageIds,
            pairId: seed.pairId,
            serverSeed: seed.serverSeed,
            storageId,
          }),
        { actor: { type: 'player', id: command.playerId }, at: new Date() },
      );
      const attempted = result.events.find((event) => event.type === 'UpgradeAttempted')!
        .data as unknown as UpgradeAttemptedData;
      return { balance: result.balance, attempted };
    });
  }
}
