// Where a top-up stands while the player pays: waiting, paid (with the coins and the live balance),
// expired (choose the amount again) or no payment seen within the polling time (check again).
import { useTranslation } from 'react-i18next';
import type { OrderResponse } from '@lootledger/contracts';
import { useMe } from '@/api/get-me';
import type { WatchState } from '../hooks/use-order-watch';

interface PaymentStatusProps {
  state: WatchState;
  order: Pick<OrderResponse, 'bean'> | null;
  onRetry: () => void;
}

export function PaymentStatus({ state, order, onRetry }: PaymentStatusProps) {
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
      {state === 'paid' && <PaidMessage bean={order?.bean ?? ''} />}
      {state === 'expired' && <p>{t('status.expired')}</p>}
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

/** "Top-up successful: 100.00 coins added. Balance: 212.50" (the balance follows pushes). */
export function PaidMessage({ bean }: { bean: string }) {
  const { t } = useTranslation('recharge');
  const me = useMe();
  return (
    <p>
      <strong>{t('status.paid')}</strong> {t('status.added', { bean })}
      {me.data && <> {t('status.balance', { balance: me.data.bean })}</>}
    </p>
  );
}
