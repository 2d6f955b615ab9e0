// The registration packet, exactly once per new player: a process manager following the log reacts
// to the commit of a player's first seed pair (pair id `first-{player}`, committed when identity
// announces the registration, or on the pair's first use if that announcement was lost) and credits
// the packet drawn on that pair. Its command key is deterministic, so reacting twice (a crash before
// the checkpoint moved, a retry) appends nothing; a crash anywhere is finished on restart.
// REGISTRATION_PACKET=false switches it off (it then does not start). Switched on for the first time
// over an existing database, it starts at the log's head: players who registered before get nothing
// (their packet was never offered); off for a while and on again, it catches up from its checkpoint.
import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@lootledger/event-store';
import { playerIdOfStream } from '../../../ledger';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { EventSourcing, ProcessManager } from '../../../platform/event-sourcing';
import { WelfareService } from '../welfare.service';

export const REGISTRATION_PACKET_PROCESS = 'loyalty.registration-packet';

@Injectable()
export class RegistrationPacketProcess extends ProcessManager {
  constructor(
    eventSourcing: EventSourcing,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly welfare: WelfareService,
  ) {
    super(eventSourcing, {
      name: REGISTRATION_PACKET_PROCESS,
      reactsTo: ['SeedPairCommitted'],
      pollIntervalMs: 1000,
      startAt: 'head',
    });
  }

  override async onApplicationBootstrap(): Promise<void> {
    if (!this.config.registrationPacket) return;
    // In every ROLE, before the app serves: no registration falls before the head it takes, even when
    // API processes serve before any worker ever started.
    await this.initCheckpoint();
    if (this.runsHere) this.start();
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    const playerId = playerIdOfStream(event.streamId);
    if (playerId === null || event.data.pair_id !== `first-${playerId}`) return;
    await this.welfare.ensureRegistrationPacket(playerId);
  }
}
