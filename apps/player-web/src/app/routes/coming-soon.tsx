// Pages of later issues (arena, upgrade, ROLL rooms, shop, contract, welfare, tasks, partners): the
// routes and menu entries exist; the page says it is coming.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function ComingSoon({ page }: { page: string }) {
  const { t } = useTranslation('layout');
  const name = t(`menu.${page}`);
  return (
    <section className="panel coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="page-title">
        {name}
      </h1>
      <p className="muted">{t('comingSoon.text', { name })}</p>
      <Link to={paths.home.getHref()} className="button button--secondary">
        {t('comingSoon.home')}
      </Link>
    </section>
  );
}
