// The player's recent contracts: the item each returned, from how many items of what total.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemCard } from '@/components/ui/item-card';
import { Pagination } from '@/components/ui/pagination';
import { VerifyLink } from '@/components/ui/verify-link';
import { useContractHistory } from '../api/get-contract-history';

export function ContractHistory() {
  const { t } = useTranslation('contract');
  const [page, setPage] = useState(1);
  const history = useContractHistory(page);
  const rows = history.data?.data ?? [];
  return (
    <section className="panel" aria-labelledby="contract-history-title">
      <h2 id="contract-history-title" className="section-title">
        {t('history.title')}
      </h2>
      {history.data && rows.length === 0 ? (
        <EmptyState>{t('history.empty')}</EmptyState>
      ) : (
        <ul className="item-grid" data-testid="contract-history">
          {rows.map((row) => (
            <li key={row.id} data-contract-id={row.id}>
              <ItemCard item={row.item} compact>
                <span className="muted">{t('history.inputs', { count: row.inputs.length, total: row.total })}</span>
                <VerifyLink pairId={row.fairness.pair_id} nonce={row.fairness.nonce} />
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
      {history.data && history.data.total > history.data.per_page && (
        <Pagination page={page} total={history.data.total} perPage={history.data.per_page} onChange={setPage} />
      )}
    </section>
  );
}
