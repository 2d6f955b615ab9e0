// /user/bill: delivery bills by status (tabs 1, 2, 4, 5, 6: spec section 2), a paged item grid.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageStatus } from '@lootledger/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemCard } from '@/components/ui/item-card';
import { LoadFailed, Skeleton } from '@/components/ui/load-state';
import { Pagination } from '@/components/ui/pagination';
import { useStorage } from '@/api/get-storage';

/** The bill tabs of /user/bill (spec section 2). */
const BILL_STATUSES = [1, 2, 4, 5, 6] as const satisfies readonly StorageStatus[];

export function Bill() {
  const { t, i18n } = useTranslation('backpack');
  const [status, setStatus] = useState<(typeof BILL_STATUSES)[number]>(BILL_STATUSES[0]);
  const [page, setPage] = useState(1);
  const storage = useStorage(status, page);
  const items = storage.data?.data ?? [];
  return (
    <section className="panel" aria-labelledby="bill-title">
      <h1 id="bill-title" className="page-title">
        {t('bill.title')}
      </h1>
      <div className="tabs" role="tablist" aria-label={t('bill.title')}>
        {BILL_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            className="tabs__tab"
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {t(`bill.status.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {storage.isError && !storage.isFetching ? (
          <LoadFailed message={storage.error.message} onRetry={() => void storage.refetch()} />
        ) : storage.isPending || storage.isError ? (
          <Skeleton shape="cards" count={6} />
        ) : items.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="item-grid">
            {items.map((item) => (
              <li key={item.id}>
                <ItemCard item={item}>
                  <div className="item-card__meta">
                    <span className="badge">{item.status_alias}</span>
                    <span className="muted small">{new Date(item.updated_at).toLocaleString(i18n.language)}</span>
                  </div>
                  {item.back_message && <p className="item-card__note">{item.back_message}</p>}
                </ItemCard>
              </li>
            ))}
          </ul>
        )}
      </div>
      {storage.data && !storage.isError && (
        <Pagination page={page} total={storage.data.total} perPage={storage.data.per_page} onChange={setPage} />
      )}
    </section>
  );
}
