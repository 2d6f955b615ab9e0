// The header (issue 5): logo, menu (phones get a toggle), balance, language switch, and log in /
// register or the player's VIP level (the way to the VIP page, which no menu lists; in the phone's
// menu on a phone) and avatar.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useMe } from '@/api/get-me';
import { CoinAmount } from '@/components/ui/coin-amount';
import { paths } from '@/config/paths';
import { useIsPhone } from '@/hooks/use-media-query';
import { assetUrl } from '@/lib/asset-url';
import { openAuthDialog } from '@/lib/auth-dialog';
import { clearSession, getToken, useToken } from '@/lib/session';
import { logout } from '@/features/auth/api/logout';
import { useSwitchLanguage } from '@/features/user/hooks/use-switch-language';
import { useFeatureSwitches } from '@/features/site/hooks/use-feature';
import { visibleMenu } from './menu';

export function Header() {
  const { t, i18n } = useTranslation('layout');
  const isPhone = useIsPhone();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useToken();
  const me = useMe();
  const user = token ? me.data : undefined;
  const switchLanguage = useSwitchLanguage();
  const features = useFeatureSwitches();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const signOut = () => {
    // The local session goes first, so no call races the revocation with the old token.
    const token = getToken();
    clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'boxes' && query.queryKey[0] !== 'box' });
    void navigate(paths.home.getHref(), { replace: true });
    if (token) void logout(token).catch(() => undefined);
  };

  const showMenu = !isPhone || menuOpen;
  return (
    <header className="header">
      <div className="header__inner">
        {isPhone && (
          <button
            type="button"
            className="icon-button header__toggle"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={t('header.menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span>
          </button>
        )}
        <Link to={paths.home.getHref()} className="logo" aria-label={t('header.home')}>
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__text">{t('brand', { ns: 'common' })}</span>
        </Link>
        {showMenu && (
          <nav id="main-menu" className={`menu${isPhone ? ' menu--phone' : ''}`} aria-label={t('header.mainMenu')}>
            <ul>
              {visibleMenu(isPhone, features).map((entry) => (
                <li key={entry.key}>
                  <NavLink to={entry.to} end={entry.to === '/'} className="menu__link">
                    {t(entry.label)}
                  </NavLink>
                </li>
              ))}
              {isPhone && user && (
                <li>
                  <NavLink to={paths.vip.getHref()} className="menu__link" data-testid="header-vip">
                    {t('header.vip', { level: user.vip_level })}
                  </NavLink>
                </li>
              )}
              {isPhone && user && (
                <li>
                  <button type="button" className="menu__link menu__button" onClick={signOut}>
                    {t('header.logout')}
                  </button>
                </li>
              )}
            </ul>
          </nav>
        )}
        <div className="header__actions">
          <div className="language-switch" role="group" aria-label={t('language.label', { ns: 'common' })}>
            {(['zh', 'en'] as const).map((language) => (
              <button
                key={language}
                type="button"
                className="language-switch__option"
                aria-pressed={i18n.language === language}
                lang={language === 'zh' ? 'zh-CN' : 'en'}
                onClick={() => void switchLanguage(language)}
              >
                {t(`language.short.${language}`, { ns: 'common' })}
              </button>
            ))}
          </div>
          {user ? (
            <>
              <Link
                to={paths.recharge.getHref()}
                className="balance"
                aria-label={t('header.balance')}
                data-testid="header-balance"
              >
                <CoinAmount value={user.bean} />
                <span className="balance__plus" aria-hidden="true">
                  +
                </span>
              </Link>
              {!isPhone && (
                <Link to={paths.vip.getHref()} className="button button--ghost button--small" data-testid="header-vip">
                  {t('header.vip', { level: user.vip_level })}
                </Link>
              )}
              <Link to={paths.user.info.getHref()} className="header__user" aria-label={t('header.personalCentre')}>
                {user.avatar ? (
                  <img className="avatar" src={assetUrl(user.avatar)} alt="" />
                ) : (
                  <span className="avatar avatar--placeholder" aria-hidden="true">
                    {user.name.slice(0, 1)}
                  </span>
                )}
                <span className="header__name">{user.name}</span>
              </Link>
              {!isPhone && (
                <button type="button" className="button button--ghost button--small" onClick={signOut}>
                  {t('header.logout')}
                </button>
              )}
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => openAuthDialog('login')}
              >
                {t('header.login')}
              </button>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => openAuthDialog('register')}
              >
                {t('header.register')}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
