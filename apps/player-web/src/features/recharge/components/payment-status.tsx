// Where a top-up stands while the player pays: waiting, paid (each coin credit the server recorded
// for the order, their total and the live balance), expired (choose the amount again) or no payment
// seen within the polling time (check again). Its words match what the player pays with: a QR code
// on a desktop, a payment link (the card gateway's page, or a phone's payment page).
import { useTranslation } from 'react-i18next';
import type { CreditedLineResponse, OrderResponse } from '@lootledger/contracts';
import { useMe } from '@/api/get-me';
import { CoinAmount } from '@/components/ui/coin-amount';
import { creditedTotal } from '../credited';
import type { WatchState } from '../hooks/use-order-watch';

/** What the player pays with: a QR code shown beside the status, or a link to a payment page. */
export type PaidThrough = 'qr' | 'link';

interface PaymentStatusProps {
  state: WatchState;
  order: Pick<OrderResponse, 'credited'> | null;
  through: PaidThrough;
  onRetry: () => void;
}

export function PaymentStatus({ state, order, through, onRetry }: PaymentStatusProps) {
  const { t } = useTranslation('recharge');
  if (state === 'idle') return null;
  const alert = state === 'expired';
  return (
    <div
      className={`payment-status payment-status--${state}`}
      role={alert ? 'alert' : 'status'}
      data-testid="payment-status"
      data-state={state}
    >
      {state === 'waiting' && <p>{t('status.waiting')}</p>}
      {state === 'paid' && <PaidMessage credited={order?.credited ?? null} />}
      {state === 'expired' && <p>{through === 'qr' ? t('status.expired') : t('status.expiredLink')}</p>}
      {state === 'timed-out' && (
        <>
          <p>{t('status.timedOut')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('status.checkAgain')}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * "Top-up successful." then the order's credits as the server recorded them (Recharge 100.00, First
 * recharge bonus 12.00, VIP rebate 0.50, Total 112.50) and the balance (it follows pushes).
 */
export function PaidMessage({ credited }: { credited: readonly CreditedLineResponse[] | null }) {
  const { t } = useTranslation('recharge');
  const me = useMe();
  const total = credited && creditedTotal(credited);
  return (
    <div className="paid-message">
      <p>
        <strong>{t('status.paid')}</strong>
      </p>
      {credited && (
        <dl className="credited-lines" data-testid="credited-lines">
          {credited.map((line) => (
            <div key={line.change_type} className="credited-lines__line" data-testid="credited-line">
              <dt>{line.change_type_alias}</dt>
              <dd>
                <CoinAmount value={line.bean} />
              </dd>
            </div>
          ))}
          {total && (
            <div className="credited-lines__line credited-lines__total" data-testid="credited-total">
              <dt>{t('status.total')}</dt>
              <dd>
                <CoinAmount value={total} />
              </dd>
            </div>
          )}
        </dl>
      )}
      {me.data && <p>{t('status.balance', { balance: me.data.bean })}</p>}
    </div>
  );
}
