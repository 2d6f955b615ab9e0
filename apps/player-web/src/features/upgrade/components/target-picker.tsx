// The upgrade's first step: the targets, searched by name and value range, paged in a bounded box
// (a phone sees them on its first screen); one is the selected target.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpgradeItemResponse } from '@lootledger/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemCard } from '@/components/ui/item-card';
import { Pagination } from '@/components/ui/pagination';
import { UPGRADE_ITEMS_PER_PAGE, useUpgradeItems, type UpgradeItemFilters } from '../api/get-upgrade-items';

interface TargetPickerProps {
  selectedId: string | null;
  onSelect: (item: UpgradeItemResponse) => void;
}

export function TargetPicker({ selectedId, onSelect }: TargetPickerProps) {
  const { t } = useTranslation('upgrade');
  const [filters, setFilters] = useState<UpgradeItemFilters>({});
  const [page, setPage] = useState(1);
  const items = useUpgradeItems(filters, page);
  const change = (patch: UpgradeItemFilters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const amount = (value: string) => (/^\d{0,12}(\.\d{0,2})?$/.test(value) ? value.replace(/\.$/, '') : undefined);
  return (
    <section className="upgrade-picker panel" aria-label={t('pick.title')} data-testid="upgrade-target-step">
      <h2 className="section-title">
        <span className="upgrade-step">1</span> {t('pick.title')}
      </h2>
      <div className="upgrade-picker__filters">
        <input
          type="search"
          className="text-input"
          placeholder={t('pick.search')}
          aria-label={t('pick.search')}
          data-testid="upgrade-search"
          onChange={(event) => change({ name: event.target.value.trim() })}
        />
        <input
          inputMode="decimal"
          className="text-input"
          placeholder={t('pick.min')}
          aria-label={t('pick.min')}
          onChange={(event) => change({ min: amount(event.target.value) })}
        />
        <input
          inputMode="decimal"
          className="text-input"
          placeholder={t('pick.max')}
          aria-label={t('pick.max')}
          onChange={(event) => change({ max: amount(event.target.value) })}
        />
      </div>
      {items.data && items.data.data.length === 0 && <EmptyState>{t('pick.empty')}</EmptyState>}
      <div className="upgrade-picker__grid upgrade-picker__grid--bounded" data-testid="upgrade-target-grid">
        {items.data?.data.map((item) => (
          <button
            key={item.id}
            type="button"
            className="upgrade-picker__item"
            aria-pressed={item.id === selectedId}
            data-testid="upgrade-target"
            data-item-id={item.id}
            data-bean={item.bean}
            onClick={() => onSelect(item)}
          >
            <ItemCard item={item} compact />
          </button>
        ))}
      </div>
      {items.data && (
        <Pagination page={page} total={items.data.total} perPage={UPGRADE_ITEMS_PER_PAGE} onChange={setPage} />
      )}
    </section>
  );
}
