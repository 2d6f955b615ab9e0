// Renders the toast queue (lib/toast): errors as alerts, the rest as polite status messages.
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '@/lib/toast';

export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.kind}`}
          role={item.kind === 'error' || item.kind === 'warning' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span className="toast__message">{item.message}</span>
          <button
            type="button"
            className="icon-button toast__close"
            aria-label={t('close')}
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
