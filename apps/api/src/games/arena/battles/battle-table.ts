// What every arena slice plays on (create-battle/, join-battle/, call-robots/, cancel-battle/,
// settle-battle/): the battle streams, a battle loaded or refused as BATTLE_NOT_FOUND, its server
// seed, the draw of a full battle, whether a stake was debited, and a player's seat as the decider
// wants it. Every step is one command on one stream with a deterministic key (domain/battle-keys.ts).
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { uuidV5 } from '@lootledger/event-store';
import { GetPlayerProfilesQuery, type PlayerProfileView } from '../../../identity';
import { PlayerAccountService, playerStreamId } from '../../../ledger';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/errors/domain-error';
import {
  commandEventId,
  EventSourcing,
  systemContext,
  type CommandContext,
  type StreamRunner,
} from '../../../platform/event-sourcing';
import { SeedPairsService } from '../../fairness/seed-pairs.service';
import { ServerSeedVault } from '../../fairness/server-seed-vault';
import { BATTLE, type BattleState } from '../domain/battle';
import { startBattle, type Sitter } from '../domain/battle.decider';
import { ARENA_PROCESS, battleSeedKey, stakeCommandKey } from '../domain/battle-keys';

export function playerContext(playerId: string): CommandContext {
  return { actor: { type: 'player', id: playerId }, at: new Date() };
}

/** The context of a step the process takes (or a request takes on its behalf). */
export function processContext(): CommandContext {
  return systemContext(ARENA_PROCESS, new Date());
}

@Injectable()
export class BattleTable {
  readonly battles: StreamRunner<BattleState>;

  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly queryBus: QueryBus,
    readonly accounts: PlayerAccountService,
    private readonly seedPairs: SeedPairsService,
    readonly vault: ServerSeedVault,
    @Inject(APP_CONFIG) readonly config: AppConfig,
  ) {
    this.battles = eventSourcing.runner(BATTLE);
  }

  async load(battleId: string): Promise<BattleState> {
    const { state } = await this.battles.load(battleId);
    if (state.phase === 'none') throw new DomainError('BATTLE_NOT_FOUND');
    return state;
  }

  /** The battle's server seed (made when it was created). */
  async serverSeed(battleId: string): Promise<string> {
    return (await this.vault.get(battleSeedKey(battleId))).serverSeed;
  }

  /** The draw of a full battle (nothing otherwise); each drawn item's backpack entry id derives from the battle. */
  draw(state: BattleState, serverSeed: string) {
    const battleId = state.id!;
    return startBattle(state, serverSeed, (round, seat) => uuidV5(`${battleId}\n${round}\n${seat}`));
  }

  stakePaid(playerId: string, battleId: string, reservationId: string): Promise<boolean> {
    const streamId = playerStreamId(playerId);
    return this.eventSourcing.store.hasEvent(
      streamId,
      commandEventId(streamId, stakeCommandKey(battleId, reservationId), 0),
    );
  }

  /** Refuses a frozen account or a balance short of the price before any seat is held. */
  async refuseEarly(playerId: string, price: bigint): Promise<void> {
    const state = this.accounts.cachedState(playerId) ?? (await this.accounts.load(playerId)).state;
    if (state.frozen) throw new DomainError('ACCOUNT_FROZEN');
    if (state.balance < price) {
      // The cached state may be stale (a credit from another process): check the stream.
      const fresh = (await this.accounts.load(playerId)).state;
      if (fresh.frozen) throw new DomainError('ACCOUNT_FROZEN');
      if (fresh.balance < price) throw new DomainError('INSUFFICIENT_BALANCE');
    }
  }

  async sitter(playerId: string): Promise<Sitter> {
    const [profiles, pair] = await Promise.all([
      this.queryBus.execute<GetPlayerProfilesQuery, PlayerProfileView[]>(new GetPlayerProfilesQuery([playerId])),
      this.accounts.cachedState(playerId)?.seedPair ?? this.seedPairs.activePair(playerId),
    ]);
    const profile = profiles[0];
    return { playerId, name: profile?.name ?? '', avatar: profile?.avatar ?? '', clientSeed: pair.clientSeed };
  }
}
