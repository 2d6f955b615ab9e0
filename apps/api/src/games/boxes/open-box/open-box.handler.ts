// Handles OpenBoxCommand: the box from the catalogue (cached), the active pair's server seed from
// the vault (cached), then one decide-and-append on the player's account (PlayerAccountService:
// reload and decide again on a version conflict). A rotation racing the open (the pair changed
// between fetching its seed and deciding) fetches the new seed and goes again.
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GetBoxForOpeningQuery, type BoxForOpeningView } from '../../../catalogue';
import { PlayerAccountService, type ItemsGranted } from '../../../ledger';
import type { BoxOpened } from '../domain/box-opened.event';
import { DomainError } from '../../../platform/errors/domain-error';
import { openBox } from '../domain/open-box.decider';
import { SeedPairsService } from '../../fairness/seed-pairs.service';
import { OpenBoxCommand, type OpenBoxResult } from './open-box.command';

@CommandHandler(OpenBoxCommand)
export class OpenBoxHandler implements ICommandHandler<OpenBoxCommand, OpenBoxResult> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly accounts: PlayerAccountService,
    private readonly seedPairs: SeedPairsService,
  ) {}

  async execute(command: OpenBoxCommand): Promise<OpenBoxResult> {
    const box = await this.queryBus.execute<GetBoxForOpeningQuery, BoxForOpeningView | null>(
      new GetBoxForOpeningQuery(command.boxId),
    );
    if (!box || !box.enabled) throw new DomainError('BOX_NOT_FOUND');

    let pair =
      this.accounts.cachedState(command.playerId)?.seedPair ?? (await this.seedPairs.activePair(command.playerId));
    if (command.clientSeed !== undefined && command.clientSeed !== pair.clientSeed) {
      pair = (await this.seedPairs.rotate(command.playerId, command.clientSeed)).active;
    }
    const openId = randomUUID();
    const storageIds = Array.from({ length: command.num }, () => randomUUID());
    return this.seedPairs.drawOnActivePair(
      command.playerId,
      async (seed) => {
        const result = await this.accounts.execute(
          command.playerId,
          command.free ? `free-box-open/${command.free.key}` : `box-open/${openId}`,
          (state) =>
            openBox(state, {
              openId,
              box,
              num: command.num,
              pairId: seed.pairId,
              serverSeed: seed.serverSeed,
              storageIds,
              free: command.free && { reference: command.free.reference },
            }),
          { actor: { type: 'player', id: command.playerId }, at: new Date() },
        );
        if (command.free && result.idempotent) throw new DomainError('FREE_BOX_ALREADY_OPENED');
        const opened = result.events.find((event) => event.type === 'BoxOpened')!.data as unknown as BoxOpened['data'];
        const granted = result.events.find((event) => event.type === 'ItemsGranted')!
          .data as unknown as ItemsGranted['data'];
        return { openId, balance: result.balance, opened, items: granted.items };
      },
      pair,
    );
  }
}
