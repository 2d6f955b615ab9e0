// Runs battles: each step is one command on one stream, in an order that leaves every crash point
// recoverable (the battle process, battle.process.ts, finishes whatever a request left).
//   join    reserve the seat on the battle → debit the stake on the player's stream (BATTLE, into
//           the game escrow; key and reference per reservation) → take the seat; a refused debit
//           releases the seat; a stake debited for a seat that can no longer be taken (cancelled
//           meanwhile) is refunded.
//   start   the last seat taken → draw every round (fairness.md) and deal the shares on the battle →
//           grant each player's share on their stream (ItemsGranted, source 'battle') → release the
//           stakes held for it from game_escrow to house_revenue (a settlement on the ledger's
//           `house-battle-{id}`: the house sold the drawn items; robots' shares stay with it) → end
//           the battle (BattleEnded reveals the server seed and records what everyone paid and won).
//   cancel  by the creator while waiting, or by the process (timeout) → refund every stake debited
//           (REFUND from the game escrow, key per reservation): nothing goes to the house.
// Every key is deterministic, so a step repeated after a crash appends nothing the second time; a
// battle is ended only after its stakes went to the house, so a running battle (status 1) is all
// the process needs to find to finish either step.
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ChangeType, CounterAccount, type BattleMode } from '@lootledger/contracts';
import { uuidV5 } from '@lootledger/event-store';
import { GetBoxForOpeningQuery, type BoxForOpeningView } from '../../catalogue';
import { GetPlayerProfilesQuery, type PlayerProfileView } from '../../identity';
import {
  coinChange,
  CounterAccountsService,
  grantedItem,
  grantItems,
  PlayerAccountService,
  playerStreamId,
  type GrantedItem,
  type PlayerAccountState,
} from '../../ledger';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/errors/domain-error';
import {
  commandEventId,
  EventSourcing,
  systemContext,
  type CommandContext,
  type StreamRunner,
} from '../../platform/event-sourcing';
import { SeedPairsService } from '../fairness/seed-pairs.service';
import { ServerSeedVault } from '../fairness/server-seed-vault';
import { BATTLE, battleStreamId, type BattleBox, type BattleState } from './domain/battle';
import {
  battlePrice,
  callRobots,
  cancelBattle,
  createBattle,
  endBattle,
  isFull,
  releaseSeat,
  reserveSeat,
  stakesHeld,
  startBattle,
  takeSeat,
  type Sitter,
} from './domain/battle.decider';

export const ARENA_PROCESS = 'games.arena';

export interface CreateBattleInput {
  boxes: readonly string[];
  seats: number;
  mode: BattleMode;
  robots: boolean;
}

/** The vault key of a battle's server seed. */
export function battleSeedKey(battleId: string): string {
  return `battle-${battleId}`;
}

export function stakeCommandKey(battleId: string, reservationId: string): string {
  return `battle-stake/${battleId}/${reservationId}`;
}

/** Why a battle's stakes move from the escrow to the house (the settlement's reason). */
export const BATTLE_SETTLED_REASON = 'battle_settled';

/** The source of a battle's settlement (its stream is `house-battle-{id}`; its reference is `battle-{id}` too). */
export function battleSettlementSource(battleId: string): string {
  return battleStreamId(battleId);
}

function playerContext(playerId: string): CommandContext {
  return { actor: { type: 'player', id: playerId }, at: new Date() };
}

@Injectable()
export class ArenaService {
  readonly battles: StreamRunner<BattleState>;

  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly queryBus: QueryBus,
    private readonly accounts: PlayerAccountService,
    private readonly counterAccounts: CounterAccountsService,
    private readonly seedPairs: SeedPairsService,
    private readonly vault: ServerSeedVault,
    @Inject(APP_CONFIG) readonly config: AppConfig,
  ) {
    this.battles = eventSourcing.runner(BATTLE);
  }

  async load(battleId: string): Promise<BattleState> {
    const { state } = await this.battles.load(battleId);
    if (state.phase === 'none') throw new DomainError('BATTLE_NOT_FOUND');
    return state;
  }

  /** Creates a battle; the creator's stake is debited for seat 0. Returns the battle after it. */
  async create(playerId: string, input: CreateBattleInput): Promise<BattleState> {
    const boxes = await this.boxes(input.boxes);
    await this.refuseEarly(playerId, battlePrice(boxes));
    const battleId = randomUUID();
    const reservationId = randomUUID();
    const seed = await this.vault.create(playerId, battleSeedKey(battleId));
    const sitter = await this.sitter(playerId);
    const created = await this.battles.execute(
      battleId,
      'create',
      () =>
        createBattle({
          battleId,
          reservationId,
          creator: sitter,
          mode: input.mode,
          seats: input.seats,
          robots: input.robots,
          boxes,
          serverSeedHash: seed.serverSeedHash,
        }),
      playerContext(playerId),
    );
    try {
      return await this.pay(battleId, reservationId, created.state);
    } catch (error) {
      // The creator's stake was refused: the battle never opens.
      if (error instanceof DomainError) await this.cancel(battleId, null, 'unpaid');
      throw error;
    }
  }

  /** A player takes a seat (the lowest free one unless named) and pays for it. */
  async join(playerId: string, battleId: string, seat?: number): Promise<BattleState> {
    const battle = await this.load(battleId);
    if (battle.phase !== 'waiting') throw new DomainError('BATTLE_NOT_WAITING');
    await this.refuseEarly(playerId, BigInt(battle.price));
    const sitter = await this.sitter(playerId);
    const reservationId = randomUUID();
    const reserved = await this.battles.execute(
      battleId,
      `reserve/${reservationId}`,
      (state) => reserveSeat(state, { reservationId, sitter, seat }),
      playerContext(playerId),
    );
    return this.pay(battleId, reservationId, reserved.state);
  }

  /** A seated player fills the empty seats with robots; a full battle starts. */
  async callRobots(playerId: string, battleId: string): Promise<BattleState> {
    await this.load(battleId);
    const seed = await this.vault.get(battleSeedKey(battleId));
    const result = await this.battles.execute(
      battleId,
      `robots/${randomUUID()}`,
      (state) => {
        const called = callRobots(state, playerId);
        return called.length === 0 ? [] : [...called, ...this.draw(BATTLE.fold(state, called), seed.serverSeed)];
      },
      playerContext(playerId),
    );
    return isFull(result.state) ? this.settle(battleId, result.state) : result.state;
  }

  /** The creator (by) or the process (by = null) cancels a waiting battle; every stake is refunded. */
  async cancel(battleId: string, by: string | null, reason: 'creator' | 'timeout' | 'unpaid'): Promise<BattleState> {
    const seed = await this.vault.get(battleSeedKey(battleId));
    const result = await this.battles.execute(
      battleId,
      // Each request its own key: a second cancel by the creator is refused, not taken for a retry.
      `cancel/${randomUUID()}`,
      (state) => cancelBattle(state, { by, reason, serverSeed: seed.serverSeed }),
      by ? playerContext(by) : systemContext(ARENA_PROCESS, new Date()),
    );
    if (result.state.phase === 'cancelled') {
      this.vault.forget(battleSeedKey(battleId));
      await this.refundStakes(battleId, result.state);
    }
    return result.state;
  }

  /**
   * Debits a reservation's stake and takes the seat; a refused debit releases the seat (and the
   * refusal is thrown); a stake debited for a seat that can no longer be taken is refunded. `battle`:
   * the state the reservation's own append left (no read then).
   */
  async pay(battleId: string, reservationId: string, battle?: BattleState): Promise<BattleState> {
    battle ??= await this.load(battleId);
    const reservation = battle.reservations[reservationId];
    if (!reservation) throw new Error(`battle ${battleId}: no reservation ${reservationId}`);
    try {
      await this.accounts.execute(
        reservation.playerId,
        stakeCommandKey(battleId, reservationId),
        (state) => [
          coinChange(state, 'debit', {
            amount: BigInt(battle.price),
            changeType: ChangeType.BATTLE,
            reference: `battle-${battleId}-${reservationId}`,
          }).event,
        ],
        playerContext(reservation.playerId),
      );
    } catch (error) {
      if (error instanceof DomainError) {
        await this.battles.execute(
          battleId,
          `release/${reservationId}`,
          (state) => releaseSeat(state, reservationId, error.key),
          systemContext(ARENA_PROCESS, new Date()),
        );
      }
      throw error;
    }
    return this.takeSeat(battleId, reservationId);
  }

  /**
   * The stake is debited: take the seat (or refund it when the battle stopped waiting). The last
   * seat's append carries the draw too (BattleStarted), then the battle is settled.
   */
  private async takeSeat(battleId: string, reservationId: string): Promise<BattleState> {
    let state: BattleState;
    try {
      const seed = await this.vault.get(battleSeedKey(battleId));
      state = (
        await this.battles.execute(
          battleId,
          `take/${reservationId}`,
          (current) => {
            const taken = takeSeat(current, reservationId);
            return taken.length === 0 ? [] : [...taken, ...this.draw(BATTLE.fold(current, taken), seed.serverSeed)];
          },
          systemContext(ARENA_PROCESS, new Date()),
        )
      ).state;
    } catch (error) {
      if (!(error instanceof DomainError) || error.key !== 'BATTLE_NOT_WAITING') throw error;
      const current = await this.load(battleId);
      await this.refund(battleId, current, reservationId);
      throw error;
    }
    return isFull(state) ? this.settle(battleId, state) : state;
  }

  /**
   * Finishes a reservation a request left pending (it crashed, or is stuck): taken when its stake
   * was debited, released when not. Used by the process for reservations older than a minute.
   */
  async settleReservation(battleId: string, reservationId: string): Promise<void> {
    const battle = await this.load(battleId);
    const reservation = battle.reservations[reservationId];
    if (!reservation || reservation.status !== 'pending') return;
    if (await this.stakePaid(reservation.playerId, battleId, reservationId)) {
      await this.takeSeat(battleId, reservationId).catch((error: unknown) => {
        if (!(error instanceof DomainError)) throw error;
      });
      return;
    }
    await this.battles.execute(
      battleId,
      `release/${reservationId}`,
      (state) => releaseSeat(state, reservationId, 'ABANDONED'),
      systemContext(ARENA_PROCESS, new Date()),
    );
    // A debit that lands after the release (a request stuck that long) is refunded when it fails to take the seat.
  }

  /**
   * Runs a full battle to its end: draws (once), grants every player's share, releases the stakes
   * to the house, ends it. Every step is keyed, so the process may run it again after a crash at
   * any point.
   */
  async settle(battleId: string, after?: BattleState): Promise<BattleState> {
    // `after`: the state the seat's own append left, which every step below verifies again.
    let state = after ?? (await this.load(battleId));
    if (state.phase === 'waiting') {
      if (!isFull(state)) return state;
      const seed = await this.vault.get(battleSeedKey(battleId));
      state = (
        await this.battles.execute(
          battleId,
          'start',
          (current) => this.draw(current, seed.serverSeed),
          systemContext(ARENA_PROCESS, new Date()),
        )
      ).state;
    }
    if (state.phase !== 'in_progress' || !state.started) return state;
    for (const share of state.started.shares) {
      if (share.player_id === null || share.items.length === 0) continue;
      const items = this.shareItems(state, share.items);
      await this.accounts.execute(
        share.player_id,
        `battle-win/${battleId}`,
        (account: PlayerAccountState) =>
          account.items.has(items[0].storage_id) ? [] : [grantItems(account, 'battle', battleId, items).event],
        systemContext(ARENA_PROCESS, new Date()),
      );
    }
    await this.releaseStakes(battleId, state);
    const seed = await this.vault.get(battleSeedKey(battleId));
    const ended = await this.battles.execute(
      battleId,
      'end',
      (current) => endBattle(current, seed.serverSeed),
      systemContext(ARENA_PROCESS, new Date()),
    );
    this.vault.forget(battleSeedKey(battleId));
    return ended.state;
  }

  /**
   * The house's side of a running battle's coins: the stakes its player seats paid into the game
   * escrow go to house revenue (it sold the drawn items for them; the robots' shares never leave
   * it). Once per battle (the settlement's reference), before the battle is ended.
   */
  private async releaseStakes(battleId: string, state: BattleState): Promise<void> {
    const amount = stakesHeld(state);
    if (amount === 0n) return;
    await this.counterAccounts.settle(
      {
        source: battleSettlementSource(battleId),
        from: CounterAccount.GAME_ESCROW,
        to: CounterAccount.HOUSE_REVENUE,
        amount,
        reason: BATTLE_SETTLED_REASON,
        reference: battleStreamId(battleId),
      },
      systemContext(ARENA_PROCESS, new Date()),
    );
  }

  /** The draw of a full battle (nothing otherwise); each drawn item's backpack entry id derives from the battle. */
  private draw(state: BattleState, serverSeed: string) {
    const battleId = state.id!;
    return startBattle(state, serverSeed, (round, seat) => uuidV5(`${battleId}\n${round}\n${seat}`));
  }

  /** Refunds every stake of a cancelled battle that was debited (each once). */
  async refundStakes(battleId: string, state: BattleState): Promise<void> {
    for (const reservationId of Object.keys(state.reservations)) await this.refund(battleId, state, reservationId);
  }

  private async refund(battleId: string, state: BattleState, reservationId: string): Promise<void> {
    const reservation = state.reservations[reservationId];
    if (!reservation) return;
    // A seat that holds in a running or ended battle keeps its stake.
    if (reservation.status === 'taken' && state.phase !== 'cancelled') return;
    if (!(await this.stakePaid(reservation.playerId, battleId, reservationId))) return;
    await this.accounts.execute(
      reservation.playerId,
      `battle-refund/${battleId}/${reservationId}`,
      (account) => [
        coinChange(account, 'credit', {
          amount: BigInt(state.price),
          changeType: ChangeType.REFUND,
          reference: `battle-refund-${battleId}-${reservationId}`,
          counterAccount: CounterAccount.GAME_ESCROW,
        }).event,
      ],
      systemContext(ARENA_PROCESS, new Date()),
    );
  }

  private stakePaid(playerId: string, battleId: string, reservationId: string): Promise<boolean> {
    const streamId = playerStreamId(playerId);
    return this.eventSourcing.store.hasEvent(
      streamId,
      commandEventId(streamId, stakeCommandKey(battleId, reservationId), 0),
    );
  }

  private shareItems(
    state: BattleState,
    dealt: readonly { round: number; seat: number; storage_id: string }[],
  ): GrantedItem[] {
    const rounds = state.started!.rounds;
    return dealt.map((entry) => {
      const round = rounds.find((candidate) => candidate.round === entry.round && candidate.seat === entry.seat)!;
      return grantedItem(entry.storage_id, { ...state.boxes[entry.round].items[round.item_id], id: round.item_id });
    });
  }

  /** Refuses a frozen account or a balance short of the price before any seat is held. */
  private async refuseEarly(playerId: string, price: bigint): Promise<void> {
    const state = this.accounts.cachedState(playerId) ?? (await this.accounts.load(playerId)).state;
    if (state.frozen) throw new DomainError('ACCOUNT_FROZEN');
    if (state.balance < price) {
      // The cached state may be stale (a credit from another process): check the stream.
      const fresh = (await this.accounts.load(playerId)).state;
      if (fresh.frozen) throw new DomainError('ACCOUNT_FROZEN');
      if (fresh.balance < price) throw new DomainError('INSUFFICIENT_BALANCE');
    }
  }

  private async sitter(playerId: string): Promise<Sitter> {
    const [profiles, pair] = await Promise.all([
      this.queryBus.execute<GetPlayerProfilesQuery, PlayerProfileView[]>(new GetPlayerProfilesQuery([playerId])),
      this.accounts.cachedState(playerId)?.seedPair ?? this.seedPairs.activePair(playerId),
    ]);
    const profile = profiles[0];
    return { playerId, name: profile?.name ?? '', avatar: profile?.avatar ?? '', clientSeed: pair.clientSeed };
  }

  /** The boxes as the catalogue gives them now (enabled ones only), one per round. */
  private async boxes(ids: readonly string[]): Promise<BattleBox[]> {
    const distinct = [...new Set(ids)];
    const found = await Promise.all(
      distinct.map((id) =>
        this.queryBus.execute<GetBoxForOpeningQuery, BoxForOpeningView | null>(new GetBoxForOpeningQuery(id)),
      ),
    );
    const byId = new Map<string, BattleBox>();
    found.forEach((box, index) => {
      if (!box || !box.enabled || box.pool.length === 0) {
        throw new DomainError('BOX_NOT_FOUND', { id: distinct[index] });
      }
      byId.set(box.id, {
        id: box.id,
        name_zh: box.name_zh,
        name_en: box.name_en,
        cover: box.cover,
        price: box.price.toString(),
        pool: box.pool.map((entry) => [entry.itemId, entry.weight] as const),
        items: Object.fromEntries(
          box.pool.map((entry) => [
            entry.itemId,
            {
              name_zh: entry.item.name_zh,
              name_en: entry.item.name_en,
              hash_name: entry.item.hash_name,
              cover: entry.item.cover,
              value: entry.item.value.toString(),
              lv: entry.item.lv,
              dura: entry.item.dura,
            },
          ]),
        ),
      });
    });
    return ids.map((id) => byId.get(id)!);
  }
}
