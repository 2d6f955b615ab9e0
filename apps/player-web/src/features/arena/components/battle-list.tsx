// A list of battles (open, ended, or the player's own) with filters and paging; open battles follow
// the arena channel's pushes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BATTLE_MODES, type BattleMode } from '@lootledger/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useBattles, type BattleFilters, type BattleListKind } from '../api/battles';
import { BattleCard } from './battle-card';

export function BattleList({ kind }: { kind: BattleListKind }) {
  const { t } = useTranslation('arena');
  const [filters, setFilters] = useState<BattleFilters>({});
  const [page, setPage] = useState(1);
  const battles = useBattles(kind, filters, page);
  const set = (next: BattleFilters) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <section className="battle-list">
      <div className="battle-filters" role="group" aria-label={t('filters.mode')}>
        {kind === 'open' && (
          <label>
            {t('filters.status')}{' '}
            <select
              value={filters.status ?? ''}
              onChange={(event) =>
                set({ ...filters, status: event.target.value === '' ? undefined : Number(event.target.value) })
              }
            >
              <option value="">{t('filters.all')}</option>
              <option value="0">{t('status.0')}</option>
              <option value="1">{t('status.1')}</option>
            </select>
          </label>
        )}
        <label>
          {t('filters.seats')}{' '}
          <select
            value={filters.seats ?? ''}
            onChange={(event) =>
              set({ ...filters, seats: event.target.value === '' ? undefined : Number(event.target.value) })
            }
          >
            <option value="">{t('filters.all')}</option>
            {[2, 3, 4].map((seats) => (
              <option key={seats} value={seats}>
                {seats}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filters.mode')}{' '}
          <select
            value={filters.mode ?? ''}
            onChange={(event) => set({ ...filters, mode: (event.target.value || undefined) as BattleMode | undefined })}
          >
            <option value="">{t('filters.all')}</option>
            {BATTLE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`mode.${mode}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {battles.isPending ? (
        <Spinner />
      ) : battles.isError ? (
        <EmptyState>{t('failed')}</EmptyState>
      ) : battles.data.data.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <ul className="battle-grid" data-testid={`battles-${kind}`}>
            {battles.data.data.map((battle) => (
              <BattleCard key={battle.id} battle={battle} />
            ))}
          </ul>
          <Pagination page={page} total={battles.data.total} perPage={battles.data.per_page} onChange={setPage} />
        </>
      )}
    </section>
  );
}
