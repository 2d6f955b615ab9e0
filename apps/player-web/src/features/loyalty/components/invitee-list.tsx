// The promotion centre's invitees, newest first and paged: who joined when, whether and how much
// they recharged, and the commission each earned the player (GET /api/promote/invitees).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinAmount } from '@/components/ui/coin-amount';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useInvitees } from '../api/get-invitees';

export function InviteeList() {
  const { t, i18n } = useTranslation('loyalty');
  const [page, setPage] = useState(1);
  const invitees = useInvitees(page);
  let body;
  if (invitees.isError && !invitees.isFetching) {
    body = <LoadFailed onRetry={() => void invitees.refetch()} />;
  } else if (!invitees.data) {
    body = <Spinner />;
  } else if (invitees.data.data.length === 0) {
    body = <EmptyState>{t('invitees.none')}</EmptyState>;
  } else {
    body = (
      <>
        <div className="table-wrap">
          <table className="table" data-testid="invitees">
            <thead>
              <tr>
                <th scope="col">{t('invitees.name')}</th>
                <th scope="col">{t('invitees.joined')}</th>
                <th scope="col">{t('invitees.recharge')}</th>
                <th scope="col">{t('invitees.commission')}</th>
              </tr>
            </thead>
            <tbody>
              {invitees.data.data.map((invitee, index) => (
                <tr key={`${invitee.joined_at}-${index}`}>
                  <td>{invitee.name}</td>
                  <td>{new Date(invitee.joined_at).toLocaleString(i18n.language)}</td>
                  <td>
                    {invitee.is_recharge ? <CoinAmount value={invitee.total_recharge} /> : t('invitees.notRecharged')}
                  </td>
                  <td>
                    <CoinAmount value={invitee.commission} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={page} total={invitees.data.total} perPage={invitees.data.per_page} onChange={setPage} />
      </>
    );
  }
  return (
    <section aria-labelledby="invitees-title">
      <h2 id="invitees-title" className="section-title">
        {t('invitees.title')}
      </h2>
      {body}
    </section>
  );
}
