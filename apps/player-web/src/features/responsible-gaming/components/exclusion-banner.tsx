// Shown on every page while the signed-in player's cool-off or self-exclusion is in force (from
// GET /api/self_exclusion), so signing in shows its end date.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useExclusion } from '../api/get-exclusion';
import { formatWhen } from '../format';
import './responsible-gaming.css';

export function ExclusionBanner() {
  const { t, i18n } = useTranslation('responsibleGaming');
  const exclusion = useExclusion().data;
  if (!exclusion) return null;
  const text =
    exclusion.until === null
      ? t('banner.permanent')
      : t(exclusion.kind === 'cool_off' ? 'banner.coolOff' : 'banner.selfExclusion', {
          until: formatWhen(exclusion.until, i18n.language),
        });
  return (
    <div className="rg-banner" role="status" data-testid="rg-banner">
      <span>{text}</span>
      <Link to={paths.user.responsibleGaming.getHref()} className="rg-banner__link">
        {t('banner.more')}
      </Link>
    </div>
  );
}
