// Re-checks every battle against libs/fairness and the players' ledgers: an ended battle's revealed
// server seed matches its commitment, every round recomputes (item, ticket, value) from the recorded
// pools, and the winners, totals, tie-break and shares follow the mode; every player seat's stake was
// debited once on that player's stream (BATTLE), each share was granted once (ItemsGranted from
// 'battle', the same storage ids and items); a cancelled battle granted nothing and refunded every
// stake it took, and a seat left before the start was refunded once; no stake is left without a
// seat or a refund. The escrow per battle: for an ended
// battle, Σ stakes debited − Σ refunds = what was released to the house (one settlement on
// `house-battle-{id}`, game_escrow → house_revenue); for a cancelled one, Σ stakes − Σ refunds = 0
// and nothing released; the robots' recorded winnings are their shares.
import { ChangeType, CounterAccount, formatAmount } from '@lootledger/contracts';
import { battleResult, serverSeedHash, type BattleSeat } from '@lootledger/fairness';
import {
  COUNTER_ACCOUNTS_SETTLED,
  playerIdOfStream,
  readCoinMovement,
  readCounterSettlement,
  sourceOfHouseStream,
  type CounterSettlement,
  scanItemMoves,
  type ItemsGranted,
} from '../../../ledger';
import { defineAuditCheck, describeRecorded, foldStreams, scanEvents } from '../../../platform/event-sourcing';
import { BATTLE } from '../domain/battle';
import type { BattleEnded } from '../domain/battle.events';
import { robotsWon } from '../domain/battle.decider';

const BATTLE_TYPES = [
  'BattleCreated',
  'SeatReserved',
  'SeatTaken',
  'SeatReleased',
  'SeatLeft',
  'RobotsCalled',
  'BattleStarted',
  'BattleEnded',
  'BattleCancelled',
];
const STAKE = /^battle-(.+)-([0-9a-f-]{36})$/;
const REFUND = /^battle-refund-(.+)-([0-9a-f-]{36})$/;

interface Money {
  stakes: Map<string, { playerId: string; amount: bigint; count: number }>;
  refunds: Map<string, { playerId: string; amount: bigint; count: number }>;
  grants: { playerId: string; items: ItemsGranted['data']['items']; where: string }[];
  /** Settlements on `house-battle-{id}` (the stakes released to the house). */
  releases: (CounterSettlement & { where: string })[];
}

const noMoney = (): Money => ({ stakes: new Map(), refunds: new Map(), grants: [], releases: [] });

function money(byBattle: Map<string, Money>, battleId: string): Money {
  let entry = byBattle.get(battleId);
  if (!entry) {
    entry = noMoney();
    byBattle.set(battleId, entry);
  }
  return entry;
}

const sum = (amounts: Iterable<{ amount: bigint }>) => [...amounts].reduce((total, entry) => total + entry.amount, 0n);

export const battlesCheck = defineAuditCheck(
  'battles (draws re-computed; stakes, shares, refunds and escrow released to the house reconciled)',
  async (tx, failures) => {
    /** What each ended battle recorded as the robots' winnings (the state does not keep it). */
    const robotsRecorded = new Map<string, string | undefined>();
    const battles = await foldStreams(tx, BATTLE, BATTLE_TYPES, failures, (battleId, event) => {
      if (event.type === 'BattleEnded')
        robotsRecorded.set(battleId, (event.data as unknown as BattleEnded['data']).robots_won);
    });

    const byBattle = new Map<string, Money>();
    await scanEvents(
      tx,
      ['CoinsDebited', 'CoinsCredited'],
      (event) => {
        const playerId = playerIdOfStream(event.streamId);
        if (playerId === null) return;
        const movement = readCoinMovement(event.type, event.data);
        const refund = movement.changeType === ChangeType.REFUND ? REFUND.exec(movement.reference) : null;
        const stake = movement.changeType === ChangeType.BATTLE ? STAKE.exec(movement.reference) : null;
        const match = refund ?? stake;
        if (!match) return;
        const book = refund ? money(byBattle, match[1]).refunds : money(byBattle, match[1]).stakes;
        const entry = book.get(match[2]) ?? { playerId, amount: 0n, count: 0 };
        entry.amount += movement.amount < 0n ? -movement.amount : movement.amount;
        entry.count++;
        book.set(match[2], entry);
      },
      `e.data->>'reference' LIKE 'battle-%'`,
    );
    await scanItemMoves(tx, 'ItemsGranted', ['battle'], ({ playerId, data, where }) => {
      money(byBattle, data.source_id).grants.push({ playerId, items: data.items, where });
    });

    await scanEvents(
      tx,
      [COUNTER_ACCOUNTS_SETTLED],
      (event) => {
        const battleId = BATTLE.idOf(sourceOfHouseStream(event.streamId) ?? '');
        if (battleId === null) return;
        try {
          money(byBattle, battleId).releases.push({
            ...readCounterSettlement(event.data),
            where: describeRecorded(event),
          });
        } catch (error) {
          // Also a failure of the ledger's own double-entry check.
          failures.add(`${describeRecorded(event)}: ${String(error)}`);
        }
      },
      `e.stream_id LIKE 'house-${BATTLE.prefix}%'`,
    );

    let ended = 0;
    let cancelled = 0;
    let draws = 0;
    let released = 0n;
    for (const [battleId, state] of battles) {
      const where = `battle ${battleId}`;
      const book = byBattle.get(battleId) ?? noMoney();
      byBattle.delete(battleId);
      const price = BigInt(state.price);
      // The escrow of this battle: what its stakes put in, its refunds took out, the house received.
      const staked = sum(book.stakes.values());
      const refunded = sum(book.refunds.values());
      const toHouse = sum(book.releases);
      const escrow = `stakes ${formatAmount(staked)} − refunds ${formatAmount(refunded)} = ${formatAmount(staked - refunded)}`;
      released += toHouse;
      for (const release of book.releases) {
        if (release.from !== CounterAccount.GAME_ESCROW || release.to !== CounterAccount.HOUSE_REVENUE)
          failures.add(
            `${release.where}: ${where} moved ${release.from} → ${release.to}, not game_escrow → house_revenue`,
          );
      }
      if (state.phase === 'ended') {
        if (book.releases.length !== 1)
          failures.add(`${where}: ended with its stakes released to the house ${book.releases.length}× (not once)`);
        if (staked - refunded !== toHouse)
          failures.add(`${where}: ${escrow} held in escrow, but ${formatAmount(toHouse)} released to the house`);
        const robots = robotsRecorded.get(battleId);
        if (robots !== undefined && robots !== robotsWon(state).toString())
          failures.add(`${where}: robots_won ${robots} recorded, the robots' shares are ${robotsWon(state)}`);
      } else if (state.phase === 'cancelled') {
        if (staked !== refunded) failures.add(`${where}: cancelled, yet the escrow does not net to zero (${escrow})`);
        if (book.releases.length > 0)
          failures.add(`${where}: cancelled, yet ${formatAmount(toHouse)} was released to the house`);
      } else if (state.phase === 'waiting' && book.releases.length > 0) {
        // A running battle may hold its release already (a crash before BattleEnded: the process ends it).
        failures.add(`${where}: ${formatAmount(toHouse)} released to the house before it started`);
      }
      for (const [reservationId, stake] of book.stakes) {
        const reservation = state.reservations[reservationId];
        if (stake.count !== 1 || stake.amount !== price)
          failures.add(`${where}: stake of reservation ${reservationId} debited ${stake.count}× for ${stake.amount}`);
        if (!reservation || reservation.playerId !== stake.playerId)
          failures.add(`${where}: a stake debited for reservation ${reservationId}, which the battle does not hold`);
        const keeps = reservation?.status === 'taken' && state.phase !== 'cancelled';
        const refund = book.refunds.get(reservationId);
        if (!keeps && state.phase !== 'waiting' && !refund)
          failures.add(`${where}: the stake of reservation ${reservationId} was neither kept for a seat nor refunded`);
        if (keeps && refund) failures.add(`${where}: reservation ${reservationId} kept its seat and was refunded`);
      }
      for (const [reservationId, refund] of book.refunds) {
        if (refund.count !== 1 || refund.amount !== price || !book.stakes.has(reservationId))
          failures.add(
            `${where}: refund of reservation ${reservationId} (${refund.count}×, ${refund.amount}) matches no stake`,
          );
      }
      for (const seat of state.seats) {
        if (!seat?.playerId || seat.status !== 'taken') continue;
        if (!book.stakes.has(seat.reservationId ?? '')) failures.add(`${where}: seat ${seat.seat} was taken unpaid`);
      }

      if (state.phase === 'cancelled') {
        cancelled++;
        if (book.grants.length > 0) failures.add(`${where}: cancelled, yet items were granted from it`);
        continue;
      }
      if (state.phase !== 'ended' || !state.started || !state.serverSeed) continue;
      ended++;
      const started = state.started;
      if (serverSeedHash(state.serverSeed) !== state.serverSeedHash) {
        failures.add(`${where}: the revealed server seed does not match its commitment`);
        continue;
      }
      const seats: BattleSeat[] = state.seats.map((seat) =>
        seat?.robot ? { kind: 'robot' } : { kind: 'player', clientSeed: seat?.clientSeed ?? '' },
      );
      let result;
      try {
        result = battleResult(
          {
            serverSeed: state.serverSeed,
            seats,
            boxes: state.boxes.map((box) => ({
              pool: box.pool,
              values: Object.fromEntries(Object.entries(box.items).map(([id, item]) => [id, BigInt(item.value)])),
            })),
          },
          state.mode,
        );
      } catch (error) {
        failures.add(`${where}: cannot be recomputed: ${String(error)}`);
        continue;
      }
      if (result.clientSeed !== started.client_seed) failures.add(`${where}: client seed differs from the seats'`);
      for (const round of started.rounds) {
        draws++;
        const draw = result.draws[round.round]?.[round.seat];
        if (
          !draw ||
          draw.itemId !== round.item_id ||
          draw.ticket !== round.ticket ||
          draw.value.toString() !== round.value
        )
          failures.add(`${where}: round ${round.round} seat ${round.seat} does not recompute`);
      }
      if (started.rounds.length !== state.boxes.length * state.seatsTotal)
        failures.add(
          `${where}: ${started.rounds.length} draws recorded for ${state.boxes.length} rounds × ${state.seatsTotal} seats`,
        );
      if (JSON.stringify(result.winners) !== JSON.stringify(started.winners))
        failures.add(`${where}: winners ${started.winners.join(',')} recorded, ${result.winners.join(',')} recomputed`);
      if (result.totals.map(String).join() !== started.totals.join())
        failures.add(`${where}: totals differ from the recomputed ones`);
      const expectedShares = result.shares.map(
        (share) => `${share.seat}:${share.value}:${JSON.stringify(share.draws)}`,
      );
      const recordedShares = started.shares.map(
        (share) =>
          `${share.seat}:${share.value}:${JSON.stringify(share.items.map((item) => ({ round: item.round, seat: item.seat })))}`,
      );
      if (expectedShares.join('|') !== recordedShares.join('|'))
        failures.add(`${where}: the shares were not dealt as the rules say`);

      for (const share of started.shares) {
        if (share.player_id === null || share.items.length === 0) continue;
        const grants = book.grants.filter((grant) => grant.playerId === share.player_id);
        const expected = share.items
          .map((item) => {
            const round = started.rounds.find(
              (candidate) => candidate.round === item.round && candidate.seat === item.seat,
            );
            return `${item.storage_id}=${round?.item_id}`;
          })
          .sort();
        const got = grants.flatMap((grant) => grant.items.map((item) => `${item.storage_id}=${item.item_id}`)).sort();
        if (grants.length !== 1 || expected.join() !== got.join())
          failures.add(`${where}: the share of seat ${share.seat} was granted ${grants.length}× or with other items`);
      }
      const robotsOrPlayers = new Set(started.shares.flatMap((share) => (share.player_id ? [share.player_id] : [])));
      for (const grant of book.grants) {
        if (!robotsOrPlayers.has(grant.playerId))
          failures.add(`${grant.where}: items granted from ${where} to a non-winner`);
      }
    }
    for (const [battleId, book] of byBattle) {
      if (book.stakes.size + book.refunds.size + book.grants.length + book.releases.length > 0)
        failures.add(`battle ${battleId}: coins or items moved for a battle the log does not hold`);
    }
    return [
      `${battles.size} battles (${ended} ended, ${cancelled} cancelled), ${draws} draws re-computed`,
      `escrow per battle: stakes − refunds = released to the house (ended; ${formatAmount(released)} in all) or 0 (cancelled)`,
    ];
  },
);
