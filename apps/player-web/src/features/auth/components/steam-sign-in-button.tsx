// "Sign in with Steam" in the login dialog: off to Steam (the sandbox provider by default); Steam
// sends the browser back to /steam/handle.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToSteam } from '@/api/steam-login-url';
import './steam.css';

export function SteamSignInButton() {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  return (
    <div className="steam-sign-in">
      <span className="steam-sign-in__or">{t('steam.or')}</span>
      <button
        type="button"
        className="button button--block steam-button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          goToSteam('handle').catch(() => setBusy(false));
        }}
      >
        <SteamMark />
        {t('steam.signIn')}
      </button>
    </div>
  );
}

export function SteamMark() {
  return (
    <svg className="steam-button__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
      <circle cx="15.5" cy="8.5" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="8.5" cy="15.5" r="2.4" fill="currentColor" />
      <path d="M8.5 15.5 15.5 8.5" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
