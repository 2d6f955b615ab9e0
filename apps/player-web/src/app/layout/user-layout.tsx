// The personal centre layout (/user/*): its own menu beside the page.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { PageOutlet } from './page-outlet';

const USER_MENU = [
  { key: 'info', to: paths.user.info.getHref() },
  { key: 'packsack', to: paths.user.packsack.getHref() },
  { key: 'recharge', to: paths.user.recharge.getHref() },
  { key: 'bill', to: paths.user.bill.getHref() },
  { key: 'detail', to: paths.user.detail.getHref() },
  { key: 'rechargeSheet', to: paths.user.rechargeSheet.getHref() },
  { key: 'userwelfare', to: paths.user.userwelfare.getHref() },
  { key: 'responsibleGaming', to: paths.user.responsibleGaming.getHref() },
] as const;

export function UserLayout() {
  const { t } = useTranslation('layout');
  return (
    <div className="user-layout">
      <nav className="user-menu" aria-label={t('userMenu.label')}>
        <ul>
          {USER_MENU.map((entry) => (
            <li key={entry.key}>
              <NavLink to={entry.to} className="user-menu__link">
                {t(`userMenu.${entry.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="user-layout__page">
        <PageOutlet />
      </div>
    </div>
  );
}
