// Where a lazily loaded page renders: a spinner while its chunk loads, a retry if it fails.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';

export function PageOutlet() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ErrorBoundary
      resetKey={location.pathname}
      fallback={() => (
        <div className="panel page-error" role="alert">
          <p>{t('errors.page')}</p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('retry')}
          </button>
        </div>
      )}
    >
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
