// /404 (spec section 2): the not-found page with a link home; it alone loads the visitor-statistics
// script the site settings may name.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useStatsScript } from '@/features/site/hooks/use-stats-script';

export function NotFoundRoute() {
  const { t } = useTranslation('layout');
  useStatsScript();
  return (
    <section className="panel not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="page-title">
        {t('notFound.title')}
      </h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link to={paths.home.getHref()} className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
