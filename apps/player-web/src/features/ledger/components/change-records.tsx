// /user/detail: income and expense, paged, filterable by change type (spec section 2). On a phone
// each record is a stack of labelled lines (table--stack), so no amount runs off the screen.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useChangeRecords } from '../api/get-change-records';
import { useChangeTypes } from '../api/get-change-types';

export function ChangeRecords() {
  const { t, i18n } = useTranslation('ledger');
  const [page, setPage] = useState(1);
  const [type, setType] = useState<number | undefined>(undefined);
  const records = useChangeRecords(page, type);
  const types = useChangeTypes();
  const filterId = useId();
  const rows = records.data?.data ?? [];
  return (
    <section className="panel" aria-labelledby="detail-title">
      <div className="panel__head">
        <h1 id="detail-title" className="page-title">
          {t('title')}
        </h1>
        <div className="field field--inline">
          <label htmlFor={filterId} className="field__label">
            {t('filter')}
          </label>
          <select
            id={filterId}
            className="input"
            value={type ?? ''}
            onChange={(event) => {
              setType(event.target.value ? Number(event.target.value) : undefined);
              setPage(1);
            }}
          >
            <option value="">{t('all')}</option>
            {types.data?.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {records.isPending ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="table-wrap">
          <table className="table table--stack" data-testid="change-records">
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('changeType')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('time')}>{new Date(row.created_at).toLocaleString(i18n.language)}</td>
                  <td data-label={t('type')}>{row.type_alias}</td>
                  <td data-label={t('changeType')}>{row.change_type_alias}</td>
                  <td
                    data-label={t('amount')}
                    className={row.bean.startsWith('-') ? 'amount amount--expense' : 'amount amount--income'}
                  >
                    {row.bean.startsWith('-') ? row.bean : `+${row.bean}`}
                  </td>
                  <td data-label={t('balanceAfter')}>{row.final_bean}</td>
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
