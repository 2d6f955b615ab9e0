// The signed-in player's invite code and link, each with a copy button, and the way to the promotion
// centre (/user/userwelfare) where the invitees and commissions are.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '@/components/ui/copy-button';
import { paths } from '@/config/paths';
import { inviteLink } from '../programme';

export function InviteBox({ code }: { code: string }) {
  const { t } = useTranslation('partner');
  const link = inviteLink(window.location.origin, code);
  return (
    <>
      <h2 className="section-title">{t('invite.title')}</h2>
      <dl className="facts">
        <dt>{t('invite.code')}</dt>
        <dd>
          <span className="mono" data-testid="partner-invite-code">
            {code}
          </span>{' '}
          <CopyButton value={code} label={t('invite.copyCode')} />
        </dd>
        <dt>{t('invite.link')}</dt>
        <dd>
          <span className="mono small break">{link}</span> <CopyButton value={link} label={t('invite.copyLink')} />
        </dd>
      </dl>
      <p className="partner__actions">
        <Link to={paths.user.userwelfare.getHref()} className="button button--primary">
          {t('centre')}
        </Link>
      </p>
    </>
  );
}
