// A top-up the player asked for (a recharge order before it exists, a card code before it is
// claimed), on the player's stream: the decision responsible gaming's rules are held to (an
// exclusion, a deposit limit), atomically with the rest of the account. It moves no coins; its credit
// (RECHARGE or CARD_CODE, with the same reference) settles it, and unpaid past its expiry it no
// longer counts towards a limit.
import { defineEvent, extension } from '../../platform/event-sourcing';
import { withRequestedTopUp } from './player-account';
import { PLAYER_ACCOUNT } from './player-account.stream';

export interface TopUpRequestedData {
  /** The reference its credit will carry: the order id, card-code-{id}. */
  readonly reference: string;
  /** Coins it would credit, hundredths. */
  readonly bean: string;
  readonly requested_at: string;
  readonly expires_at: string;
  /** The calendar deposit-limit periods were counted in when it was decided (IANA time zone). */
  readonly time_zone: string;
}

export interface TopUpRequested {
  readonly type: 'TopUpRequested';
  readonly data: TopUpRequestedData;
}

const isTime = (value: unknown): boolean => typeof value === 'string' && !Number.isNaN(Date.parse(value));

export const TOP_UP_REQUESTED = defineEvent('TopUpRequested', {
  parse: (data, check): TopUpRequestedData => {
    check.string(data.reference, 'reference');
    check.integer(data.bean, 'bean');
    check.that(isTime(data.requested_at) && isTime(data.expires_at), 'times');
    check.string(data.time_zone, 'time_zone');
    return data as unknown as TopUpRequestedData;
  },
});

export const TOP_UP_REQUESTED_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, TOP_UP_REQUESTED, (state, event) =>
  withRequestedTopUp(state, {
    reference: event.data.reference,
    amount: BigInt(event.data.bean),
    requestedAt: event.data.requested_at,
    expiresAt: event.data.expires_at,
  }),
);

/** The request of a top-up: its credit will carry `reference`; unpaid, it stops counting at `expiresAt`. */
export function topUpRequested(
  reference: string,
  bean: bigint,
  requestedAt: Date,
  expiresAt: Date,
  timeZone: string,
): TopUpRequested {
  return {
    type: 'TopUpRequested',
    data: {
      reference,
      bean: bean.toString(),
      requested_at: requestedAt.toISOString(),
      expires_at: expiresAt.toISOString(),
      time_zone: timeZone,
    },
  };
}
