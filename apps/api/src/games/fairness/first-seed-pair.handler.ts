// Commits a new player's first seed pair when identity announces the registration. The
// announcement is in-process and can be lost (a crash right after registering): every use of the
// pair (SeedPairsService.activePair) commits it then, so this is a head start, not a duty.
import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PlayerRegistered } from '../../identity';
import { SeedPairsService } from './seed-pairs.service';

@EventsHandler(PlayerRegistered)
export class FirstSeedPairHandler implements IEventHandler<PlayerRegistered> {
  private readonly logger = new Logger('FirstSeedPair');

  constructor(private readonly seedPairs: SeedPairsService) {}

  async handle(event: PlayerRegistered): Promise<void> {
    try {
      await this.seedPairs.commitFirst(event.playerId);
    } catch (error) {
      this.logger.warn(
        `first seed pair of ${event.playerId} not committed now (it will be on first use): ${String(error)}`,
      );
    }
  }
}
