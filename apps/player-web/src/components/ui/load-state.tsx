// What a list or page shows before its data: grey placeholder shapes while it loads (announced as
// "Loading" to screen readers), and a failure with a Retry button that fetches again.
import { useTranslation } from 'react-i18next';
import './load-state.css';

interface SkeletonProps {
  /** cards: a grid of item or box cards; lines: rows of text; block: one large area. */
  shape?: 'cards' | 'lines' | 'block';
  count?: number;
}

export function Skeleton({ shape = 'cards', count = 8 }: SkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className={`skeleton skeleton--${shape}`} role="status" aria-label={t('load.loading')} data-testid="skeleton">
      {Array.from({ length: shape === 'block' ? 1 : count }, (_, index) => (
        <span key={index} className="skeleton__piece" aria-hidden="true" />
      ))}
    </div>
  );
}

interface LoadFailedProps {
  onRetry: () => void;
  /** The call's message (the server's, or the network error); a generic line without it. */
  message?: string;
  retrying?: boolean;
}

export function LoadFailed({ onRetry, message, retrying = false }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div className="load-failed" role="alert" data-testid="load-failed">
      <p className="load-failed__message">{message || t('load.failed')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry} disabled={retrying}>
        {t('retry')}
      </button>
    </div>
  );
}
