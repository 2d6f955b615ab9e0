import { useTranslation } from 'react-i18next';
import type { WatchState } from '../hooks/use-recharge-watch';

interface PaymentStatusProps {
  state: WatchState;
  balance: string | null;
  onRetry: () => void;
}

export function PaymentStatus({ state, balance, onRetry }: PaymentStatusProps) {
  const { t } = useTranslation('recharge');
  if (state === 'idle') return null;
  return (
    <div
      className={`payment-status payment-status--${state}`}
      role="status"
      data-testid="payment-status"
      data-state={state}
    >
      {state === 'waiting' && <p>{t('status.waiting')}</p>}
      {state === 'paid' && <p>{t('status.paid', { balance: balance ?? '' })}</p>}
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
