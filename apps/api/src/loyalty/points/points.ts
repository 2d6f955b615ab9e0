// The points account: a second currency, its own stream kind `points-{playerId}` (not events on the
// player stream: points never move in the same append as coins or items, so a stream of their own
// keeps the player stream's hot path and its snapshots unchanged, and the points balance is the
// consistency boundary of every points debit — overdraft is refused on the stream's state inside the
// append with the expected version, so parallel spends cannot both pass). Points are whole numbers.
// Pure: events, state, deciders.
import { checkedEvents, defineStreamKind } from '../../platform/event-sourcing';
import { DomainError } from '../../platform/errors/domain-error';

export const POINTS_PREFIX = 'points-';

/** Points earned for a coin spend (source: the spend's event id) or granted back (a refund). */
export interface PointsEarned {
  readonly type: 'PointsEarned';
  readonly data: {
    readonly amount: string;
    readonly balance_after: string;
    /** 'spend' (a coin debit earned them) or 'refund' (a purchase that could not finish). */
    readonly source: 'spend' | 'refund';
    /** The coin debit's event id, or the purchase id of a refund. */
    readonly reference: string;
    /** The spend's change type and amount (hundredths) and the rate applied (points per 1.00 coin, basis points). */
    readonly change_type?: number;
    readonly spent?: string;
    readonly rate_bp?: number;
  };
}

export interface PointsSpent {
  readonly type: 'PointsSpent';
  readonly data: { readonly amount: string; readonly balance_after: string; readonly reference: string };
}

export type PointsEvent = PointsEarned | PointsSpent;

export interface PointsState {
  readonly balance: bigint;
}

const pointsEvent = checkedEvents<PointsEvent>();

export const POINTS = defineStreamKind<PointsState, PointsEvent>({
  name: 'points',
  prefix: POINTS_PREFIX,
  events: [
    pointsEvent('PointsEarned', (data, check) => {
      check.integer(data.amount, 'amount');
      check.integer(data.balance_after, 'balance_after');
      check.string(data.reference, 'reference');
    }),
    pointsEvent('PointsSpent', (data, check) => {
      check.integer(data.amount, 'amount');
      check.integer(data.balance_after, 'balance_after');
      check.string(data.reference, 'reference');
    }),
  ],
  initialState: () => ({ balance: 0n }),
  evolve: (state, event) => ({ balance: BigInt(event.data.balance_after) }),
});

/** Points for a coin spend at a rate in basis points of a point per 1.00 coin (10000: 1 point per coin), rounded down. */
export function pointsForSpend(spentHundredths: bigint, rateBp: number): bigint {
  if (spentHundredths <= 0n || rateBp <= 0) return 0n;
  return (spentHundredths * BigInt(rateBp)) / 1_000_000n;
}

export function earnPoints(
  state: PointsState,
  request: {
    amount: bigint;
    source: 'spend' | 'refund';
    reference: string;
    changeType?: number;
    spent?: bigint;
    rateBp?: number;
  },
): PointsEarned[] {
  if (request.amount <= 0n) return [];
  return [
    {
      type: 'PointsEarned',
      data: {
        amount: request.amount.toString(),
        balance_after: (state.balance + request.amount).toString(),
        source: request.source,
        reference: request.reference,
        ...(request.changeType === undefined ? {} : { change_type: request.changeType }),
        ...(request.spent === undefined ? {} : { spent: request.spent.toString() }),
        ...(request.rateBp === undefined ? {} : { rate_bp: request.rateBp }),
      },
    },
  ];
}

/** Spends points; refuses (422 INSUFFICIENT_POINTS, nothing appended) past the balance. */
export function spendPoints(state: PointsState, request: { amount: bigint; reference: string }): PointsSpent[] {
  if (request.amount <= 0n) throw new Error('a points spend must be positive');
  if (state.balance < request.amount) throw new DomainError('INSUFFICIENT_POINTS');
  return [
    {
      type: 'PointsSpent',
      data: {
        amount: request.amount.toString(),
        balance_after: (state.balance - request.amount).toString(),
        reference: request.reference,
      },
    },
  ];
}
