import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { HELP_PRIVACY_TERMS_ID, HELP_USER_AGREEMENT_ID, paths } from '@/config/paths';
import { DEFAULT_MIN_AGE, useSiteInfo } from '@/api/get-info';

export function Footer() {
  const { t } = useTranslation('layout');
  const info = useSiteInfo();
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={t('footer.label')}>
        <Link to={paths.helpArticle.getHref({ id: HELP_USER_AGREEMENT_ID })}>{t('footer.agreement')}</Link>
        <Link to={paths.helpArticle.getHref({ id: HELP_PRIVACY_TERMS_ID })}>{t('footer.privacy')}</Link>
        <Link to={paths.helps.getHref()}>{t('footer.helps')}</Link>
        <Link to={paths.fairness.getHref()}>{t('footer.fairness')}</Link>
        {info.data?.customer_service_url && (
          <a href={info.data.customer_service_url} target="_blank" rel="noopener noreferrer">
            {t('footer.support')}
          </a>
        )}
      </nav>
      <p className="footer__note">{t('footer.note', { age: info.data?.min_age ?? DEFAULT_MIN_AGE })}</p>
      <p className="footer__note">{t('footer.version', { version: env.version })}</p>
    </footer>
  );
}
