// /user/rechargeSheet: the player's recharge orders (spec section 3: order number, amount, status).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useRechargeRecords } from '../api/get-recharge-records';

export function RechargeRecords() {
  const { t, i18n } = useTranslation('recharge');
  const [page, setPage] = useState(1);
  const records = useRechargeRecords(page);
  if (records.isPending) return <Spinner />;
  const rows = records.data?.data ?? [];
  return (
    <section className="panel" aria-labelledby="records-title">
      <h1 id="records-title" className="page-title">
        {t('records.title')}
      </h1>
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('records.code')}</th>
                <th scope="col">{t('records.bean')}</th>
                <th scope="col">{t('records.price')}</th>
                <th scope="col">{t('records.status')}</th>
                <th scope="col">{t('records.time')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code}>
                  <td className="mono small">{row.code}</td>
                  <td>{row.bean}</td>
                  <td>{row.price}</td>
                  <td>
                    <span className={`badge badge--${row.status}`}>{row.status_alias}</span>
                  </td>
                  <td>{new Date(row.created_at).toLocaleString(i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {records.data && (
        <Pagination page={page} total={records.data.total} perPage={records.data.per_page} onChange={setPage} />
      )}
    </section>
  );
}
