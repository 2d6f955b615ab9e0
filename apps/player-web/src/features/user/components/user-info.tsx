// /user/info: avatar (1:1 crop, 5 MB rule), nickname, phone (bind when none), Steam account (bind
// through Steam's sign-in), trade link, inviter, password and language (spec section 2).
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '@/api/get-me';
import { goToSteam } from '@/api/steam-login-url';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { AVATAR_MAX_BYTES } from '@/config/constants';
import { paths } from '@/config/paths';
import { assetUrl } from '@/lib/asset-url';
import { toast } from '@/lib/toast';
import { useSetInviter } from '../api/set-inviter';
import { useSetName } from '../api/set-name';
import { useSetSteamUrl } from '../api/set-steam-url';
import { useUploadAvatar } from '../api/upload-avatar';
import { useServerField } from '@/hooks/use-server-field';
import { useSwitchLanguage } from '../hooks/use-switch-language';
import { AvatarCropDialog } from './avatar-crop-dialog';
import { BindPhoneDialog } from './bind-phone-dialog';
import { ChangePasswordDialog } from './change-password-dialog';

export function UserInfo() {
  const { t, i18n } = useTranslation('user');
  const me = useMe();
  const setName = useSetName();
  const setSteamUrl = useSetSteamUrl();
  const setInviter = useSetInviter();
  const upload = useUploadAvatar();
  const switchLanguage = useSwitchLanguage();
  const [name, setNameValue] = useServerField(me.data?.name);
  const [steamUrl, setSteamUrlValue] = useServerField(me.data && (me.data.steam_url ?? ''));
  const [inviteCode, setInviteCode] = useState('');
  const [cropSource, setCropSource] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'bind' | 'password' | null>(null);

  useEffect(() => () => (cropSource ? URL.revokeObjectURL(cropSource) : undefined), [cropSource]);

  if (!me.data) return <Spinner />;
  const user = me.data;

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(t('avatar.tooLarge'));
      return;
    }
    if (!file.type.startsWith('image/')) {
      toast.error(t('avatar.notImage'));
      return;
    }
    setCropSource(URL.createObjectURL(file));
  };

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return toast.error(t('name.required'));
    setName.mutate(name.trim());
  };

  const saveSteamUrl = (event: FormEvent) => {
    event.preventDefault();
    setSteamUrl.mutate(steamUrl.trim());
  };

  const bindInviter = (event: FormEvent) => {
    event.preventDefault();
    if (!inviteCode.trim()) return toast.error(t('inviter.required'));
    setInviter.mutate(inviteCode.trim());
  };

  return (
    <section className="panel user-info" aria-labelledby="info-title">
      <h1 id="info-title" className="page-title">
        {t('title')}
      </h1>

      <div className="user-info__row user-info__avatar">
        {user.avatar ? (
          <img
            className="avatar avatar--large"
            src={assetUrl(user.avatar)}
            alt={t('avatar.current')}
            data-testid="avatar"
          />
        ) : (
          <span className="avatar avatar--large avatar--placeholder" aria-hidden="true">
            {user.name.slice(0, 1)}
          </span>
        )}
        <label className="button button--secondary file-button">
          {t('avatar.change')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={chooseFile}
            className="visually-hidden"
          />
        </label>
        <span className="muted small">{t('avatar.rule')}</span>
      </div>

      <dl className="facts">
        <dt>{t('id')}</dt>
        <dd className="mono small">{user.id}</dd>
        <dt>{t('myInviteCode')}</dt>
        <dd className="mono">{user.invite_code}</dd>
        <dt>{t('vipLevel')}</dt>
        <dd>
          {/* The way to the VIP page (no menu lists it): its levels, rebates and what the next needs. */}
          <Link to={paths.vip.getHref()} data-testid="vip-level-link">
            {t('vipName', { level: user.vip_level })}
          </Link>
        </dd>
        <dt>{t('phone')}</dt>
        <dd>
          {user.mobile ? (
            `+${user.area_code} ${user.mobile}`
          ) : (
            <button type="button" className="button button--secondary button--small" onClick={() => setDialog('bind')}>
              {t('bindPhone.open')}
            </button>
          )}
        </dd>
        <dt>{t('steam.label')}</dt>
        <dd data-testid="steam-account">
          {user.steam_id && <span className="mono">{user.steam_id} </span>}
          {/* /api/me cannot tell a bound Steam account from a steam_id derived from a trade URL: offer
              binding unless the id can only be a binding (no trade URL); a second one is refused. */}
          {(!user.steam_id || user.steam_url !== null) && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void goToSteam('bind').catch(() => undefined)}
            >
              {t('steam.bind')}
            </button>
          )}
          {/* Binding another account than the trade URL's is refused (the URL is kept): say which to use. */}
          {user.steam_url !== null && <span className="muted small"> {t('steam.bindHint')}</span>}
        </dd>
        <dt>{t('inviter.label')}</dt>
        <dd data-testid="inviter">
          {user.inviter ? `${user.inviter.name} (${user.inviter.invite_code})` : t('inviter.none')}
        </dd>
      </dl>

      <form className="form form--inline" onSubmit={saveName}>
        <TextField label={t('name.label')} value={name} onChange={setNameValue} maxLength={20} />
        <button type="submit" className="button button--secondary" disabled={setName.isPending}>
          {t('save', { ns: 'common' })}
        </button>
      </form>

      <form className="form form--inline" onSubmit={saveSteamUrl}>
        <TextField
          label={t('steamUrl.label')}
          value={steamUrl}
          onChange={setSteamUrlValue}
          placeholder={t('steamUrl.placeholder')}
          type="url"
        />
        <button type="submit" className="button button--secondary" disabled={setSteamUrl.isPending}>
          {t('save', { ns: 'common' })}
        </button>
      </form>

      {!user.inviter && (
        <form className="form form--inline" onSubmit={bindInviter}>
          <TextField label={t('inviter.code')} value={inviteCode} onChange={setInviteCode} />
          <button type="submit" className="button button--secondary" disabled={setInviter.isPending}>
            {t('inviter.bind')}
          </button>
        </form>
      )}

      <div className="user-info__row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setDialog('password')}
          disabled={!user.mobile}
        >
          {t('password.open')}
        </button>
        <div className="segmented" role="group" aria-label={t('language.label', { ns: 'common' })}>
          {(['zh', 'en'] as const).map((language) => (
            <button
              key={language}
              type="button"
              className="segmented__option"
              aria-pressed={i18n.language === language}
              onClick={() => void switchLanguage(language)}
            >
              {t(`language.${language}`, { ns: 'common' })}
            </button>
          ))}
        </div>
      </div>

      <AvatarCropDialog
        source={cropSource}
        busy={upload.isPending}
        onCancel={() => setCropSource(null)}
        onCropped={(dataUrl) => upload.mutate(dataUrl, { onSuccess: () => setCropSource(null) })}
      />
      <BindPhoneDialog open={dialog === 'bind'} onClose={() => setDialog(null)} />
      <ChangePasswordDialog me={user} open={dialog === 'password'} onClose={() => setDialog(null)} />
    </section>
  );
}
