// The footer: the agreement, privacy terms, help centre, fairness and customer-service links, the age
// note, and the version GET /api/info reports (the one the server runs, not a number built in here).
// The customer-service link is the site settings' (the help centre unless staff set another): a path
// on this site opens in the page, another address in a new tab.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_PRIVACY_TERMS_ID, HELP_USER_AGREEMENT_ID, paths } from '@/config/paths';
import { DEFAULT_MIN_AGE, useSiteInfo } from '@/api/get-info';
import { sitePathOf } from './site-path';

export function Footer() {
  const { t } = useTranslation('layout');
  const info = useSiteInfo();
  const support = info.data?.customer_service_url;
  const supportPath = support ? sitePathOf(support) : null;
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={t('footer.label')}>
        <Link to={paths.helpArticle.getHref({ id: HELP_USER_AGREEMENT_ID })}>{t('footer.agreement')}</Link>
        <Link to={paths.helpArticle.getHref({ id: HELP_PRIVACY_TERMS_ID })}>{t('footer.privacy')}</Link>
        <Link to={paths.helps.getHref()}>{t('footer.helps')}</Link>
        <Link to={paths.fairness.getHref()}>{t('footer.fairness')}</Link>
        {supportPath ? (
          <Link to={supportPath}>{t('footer.support')}</Link>
        ) : (
          support && (
            <a href={support} target="_blank" rel="noopener noreferrer">
              {t('footer.support')}
            </a>
          )
        )}
      </nav>
      <p className="footer__note">{t('footer.note', { age: info.data?.min_age ?? DEFAULT_MIN_AGE })}</p>
      {info.data && (
        <p className="footer__note" data-testid="site-version">
          {t('footer.version', { version: info.data.version })}
        </p>
      )}
    </footer>
  );
}
