// The promotion (referral) centre, /user/welfare and /user/userwelfare: the player's invite code and
// link, level, invitees and their recharges, the commission earned in all, the levels (GET
// /api/promote) and the invitees one by one (GET /api/promote/invitees).
import { useTranslation } from 'react-i18next';
import { CoinAmount } from '@/components/ui/coin-amount';
import { Spinner } from '@/components/ui/spinner';
import { copyText } from '@/lib/clipboard';
import { usePromote } from '../api/get-promote';
import { InviteCodeForm } from './invite-code-form';
import { InviteeList } from './invitee-list';

export function inviteLink(origin: string, code: string): string {
  return `${origin}/?invite_code=${encodeURIComponent(code)}`;
}

export function PromotionCentre() {
  const { t } = useTranslation('loyalty');
  const promote = usePromote();
  if (!promote.data) return <Spinner />;
  const { user, list } = promote.data;
  const link = inviteLink(window.location.origin, user.invite_code);
  const level = list.find((entry) => entry.level === user.promotion_level);
  return (
    <section className="panel" aria-labelledby="promotion-title">
      <h1 id="promotion-title" className="page-title">
        {t('promotion.title')}
      </h1>
      <dl className="facts">
        <dt>{t('promotion.inviteCode')}</dt>
        <dd>
          <span className="mono" data-testid="invite-code">
            {user.invite_code}
          </span>{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void copyText(user.invite_code)}
          >
            {t('promotion.copy')}
          </button>
        </dd>
        <dt>{t('promotion.inviteLink')}</dt>
        <dd>
          <span className="mono small break">{link}</span>{' '}
          <button type="button" className="button button--ghost button--small" onClick={() => void copyText(link)}>
            {t('promotion.copy')}
          </button>
        </dd>
        <dt>{t('promotion.level')}</dt>
        <dd>{level ? level.name : user.promotion_level}</dd>
        <dt>{t('promotion.invited')}</dt>
        <dd>{user.people_invited_num}</dd>
        <dt>{t('promotion.inviteTotal')}</dt>
        <dd>
          <CoinAmount value={user.invite_total_recharge} />
        </dd>
        <dt>{t('promotion.commissionTotal')}</dt>
        <dd data-testid="commission-total">
          <CoinAmount value={user.commission_total} />
        </dd>
      </dl>
      <InviteCodeForm custom={user.invite_code_custom} />
      <InviteeList />
      <h2 className="section-title">{t('promotion.levels')}</h2>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('promotion.levelName')}</th>
              <th scope="col">{t('promotion.threshold')}</th>
              <th scope="col">{t('promotion.rebate')}</th>
              <th scope="col">{t('promotion.description')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((entry) => (
              <tr key={entry.level} aria-current={entry.level === user.promotion_level ? 'true' : undefined}>
                <td>{entry.name}</td>
                <td>{entry.invite_total}</td>
                <td>{entry.rebate}%</td>
                <td>{entry.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
