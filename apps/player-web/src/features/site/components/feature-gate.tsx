// A page of a feature staff can switch off: while it is off, a notice with a link home instead of the
// page (someone may arrive by an old link or bookmark; the menu no longer shows it), titled with the
// feature's name (`name`: a full text key, e.g. 'arena:name').
import type { ReactNode } from 'react';
import type { SiteFeature } from '@lootledger/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFeatureOn } from '../hooks/use-feature';

export function FeatureGate({ feature, name, children }: { feature: SiteFeature; name: string; children: ReactNode }) {
  const { t } = useTranslation('site');
  if (useFeatureOn(feature)) return <>{children}</>;
  return (
    <section className="panel coming-soon" aria-labelledby="feature-off-title" data-testid="feature-off">
      <h1 id="feature-off-title" className="page-title">
        {t(name)}
      </h1>
      <p className="muted">{t('featureOff.text')}</p>
      <Link to={paths.home.getHref()} className="button button--secondary">
        {t('featureOff.home')}
      </Link>
    </section>
  );
}
