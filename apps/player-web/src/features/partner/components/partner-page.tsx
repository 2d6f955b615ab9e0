// One partner promotion page (spec main layout, hidden from the menu): the programme as its theme
// tells it, and from GET /api/promote the levels with their thresholds and commission rates and the
// player's invite code. The API answers signed-in players only: signed out the page explains the
// programme and invites to register or log in.
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { PromoteResponse } from '@lootledger/contracts';
import { useSiteInfo } from '@/api/get-info';
import { LoadFailed, Skeleton } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useToken } from '@/lib/session';
import { sitePathOf } from '@/lib/site-path';
import { usePartnerPromote } from '../api/get-promote';
import { partnerPaths } from '../paths';
import { levelsOfTheme, remainingTo, type PartnerTheme } from '../programme';
import { InviteBox } from './invite-box';
import { LevelTable } from './level-table';
import '../partner.css';

const PAGES: { theme: PartnerTheme; to: string }[] = [
  { theme: 'partner', to: partnerPaths.partner.getHref() },
  { theme: 'goldKing', to: partnerPaths.goldKing.getHref() },
  { theme: 'goodLuck', to: partnerPaths.goodLuck.getHref() },
  { theme: 'nationalAgent', to: partnerPaths.nationalAgent.getHref() },
];

export function PartnerPage({ theme }: { theme: PartnerTheme }) {
  const { t } = useTranslation('partner');
  const signedIn = useToken() !== null;
  return (
    <section className="panel partner" aria-labelledby="partner-title">
      <nav className="partner__nav" aria-label={t('nav')}>
        {PAGES.map((page) => (
          <NavLink key={page.theme} to={page.to} end className="partner__nav-link">
            {t(`${page.theme}.title`)}
          </NavLink>
        ))}
      </nav>
      <h1 id="partner-title" className="page-title">
        {t(`${theme}.title`)}
      </h1>
      <p className="partner__lead">{t(`${theme}.lead`)}</p>
      {theme === 'goodLuck' && (
        <ol className="partner__steps">
          <li>{t('goodLuck.step1')}</li>
          <li>{t('goodLuck.step2')}</li>
          <li>{t('goodLuck.step3')}</li>
        </ol>
      )}
      {theme === 'nationalAgent' && <ContactLink />}
      {signedIn ? <Programme theme={theme} /> : <SignedOut />}
    </section>
  );
}

function Programme({ theme }: { theme: PartnerTheme }) {
  const { t } = useTranslation('partner');
  const promote = usePartnerPromote();
  if (promote.isError) {
    return <LoadFailed onRetry={() => void promote.refetch()} message={promote.error.message} />;
  }
  if (!promote.data) return <Skeleton shape="lines" count={4} />;
  const { list, user } = promote.data;
  const levels = levelsOfTheme(theme, list);
  return (
    <>
      {theme === 'goldKing' && <TopLevel promote={promote.data} />}
      <h2 className="section-title">{theme === 'goodLuck' ? t('goodLuck.first') : t('levels.title')}</h2>
      <LevelTable levels={levels} current={user.promotion_level} />
      <InviteBox code={user.invite_code} />
    </>
  );
}

/** Gold king: what the top level takes, and how far the player's invitees are from it. */
function TopLevel({ promote }: { promote: PromoteResponse }) {
  const { t } = useTranslation('partner');
  const [top] = levelsOfTheme('goldKing', promote.list);
  if (!top) return null;
  const remaining = remainingTo(top, promote.user.invite_total_recharge);
  return (
    <div className="partner__lead" data-testid="partner-top-level">
      <p>{t('goldKing.top', { name: top.name, total: top.invite_total, rebate: top.rebate })}</p>
      <p>
        {remaining === null
          ? t('goldKing.reached')
          : t('goldKing.remaining', { total: promote.user.invite_total_recharge, remaining })}
      </p>
    </div>
  );
}

function SignedOut() {
  const { t } = useTranslation('partner');
  return (
    <div className="partner__signed-out">
      <p>{t('signedOut.text')}</p>
      <p className="partner__actions">
        <button type="button" className="button button--primary" onClick={() => openAuthDialog('register')}>
          {t('signedOut.register')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => openAuthDialog('login')}>
          {t('signedOut.login')}
        </button>
      </p>
    </div>
  );
}

/** The site's customer-service link (site settings; the help centre until they load or when unset). */
function ContactLink() {
  const { t } = useTranslation('partner');
  const support = useSiteInfo().data?.customer_service_url;
  const path = support ? sitePathOf(support) : paths.helps.getHref();
  return (
    <p className="partner__actions">
      {path ? (
        <Link to={path} className="button button--primary">
          {t('nationalAgent.contact')}
        </Link>
      ) : (
        <a href={support} target="_blank" rel="noopener noreferrer" className="button button--primary">
          {t('nationalAgent.contact')}
        </a>
      )}
    </p>
  );
}
