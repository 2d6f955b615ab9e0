// A recharge asked for, on the player's stream, before its order exists (OrderPlaced on the order's
// own stream): the decision a cool-off or self-exclusion must be able to refuse atomically, since
// the player stream is where the exclusion is recorded. It moves no coins; the credit comes with the
// payment (CoinsCredited, RECHARGE, reference = the order id).
import { PLAYER_ACCOUNT } from '../../../ledger';
import { defineEvent, extension } from '../../../platform/event-sourcing';

export interface TopUpRequestedData {
  readonly order_id: string;
  /** Coins the order would credit, hundredths. */
  readonly bean: string;
  readonly expires_at: string;
}

export const TOP_UP_REQUESTED = defineEvent('TopUpRequested', {
  parse: (data, check): TopUpRequestedData => {
    check.string(data.order_id, 'order_id');
    check.integer(data.bean, 'bean');
    check.string(data.expires_at, 'expires_at');
    return data as unknown as TopUpRequestedData;
  },
});

export const TOP_UP_REQUESTED_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, TOP_UP_REQUESTED, (state) => state);
