// The upgrade's second step: backpack items to stake, from the whole backpack (paged and searched by
// name through GET /api/storage, not only its newest page) in a bounded box. It opens once a target
// is chosen; the items staked are kept whole (value included) across pages and searches.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StorageStatus, type StorageItemResponse } from '@lootledger/contracts';
import { useStorage } from '@/api/get-storage';
import { CoinAmount } from '@/components/ui/coin-amount';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemCard } from '@/components/ui/item-card';
import { Pagination } from '@/components/ui/pagination';
import { useToken } from '@/lib/session';

interface StakePickerProps {
  /** False until a target is chosen (the target comes first). */
  open: boolean;
  staked: readonly StorageItemResponse[];
  stakeValue: string;
  disabled: boolean;
  onToggle: (item: StorageItemResponse) => void;
  onClear: () => void;
}

export function StakePicker({ open, staked, stakeValue, disabled, onToggle, onClear }: StakePickerProps) {
  const { t } = useTranslation('upgrade');
  const token = useToken();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const backpack = useStorage(StorageStatus.IN_BACKPACK, page, { name });
  const chosen = new Set(staked.map((item) => item.id));
  const listed = open && token !== null;
  return (
    <section className="upgrade-stake panel" aria-label={t('stake.title')} data-testid="upgrade-stake-step">
      <h2 className="section-title">
        <span className="upgrade-step">2</span> {t('stake.title')}
      </h2>
      {!token && <p className="muted">{t('stake.loginFirst')}</p>}
      {token && !open && <p className="muted">{t('stake.targetFirst')}</p>}
      {listed && (
        <>
          <div className="upgrade-picker__filters">
            <input
              type="search"
              className="text-input"
              placeholder={t('stake.search')}
              aria-label={t('stake.search')}
              data-testid="upgrade-stake-search"
              onChange={(event) => {
                setName(event.target.value.trim());
                setPage(1);
              }}
            />
          </div>
          {staked.length > 0 && (
            <p className="upgrade-stake__summary" data-testid="upgrade-stake-summary">
              {t('stake.summary', { count: staked.length })} <CoinAmount value={stakeValue} />{' '}
              <button type="button" className="button button--ghost" onClick={onClear} disabled={disabled}>
                {t('stake.clear')}
              </button>
            </p>
          )}
          {backpack.data && backpack.data.data.length === 0 && (
            <EmptyState>{name ? t('stake.noMatch') : t('stake.none')}</EmptyState>
          )}
          <div className="upgrade-picker__grid upgrade-picker__grid--bounded" data-testid="upgrade-stake-grid">
            {backpack.data?.data.map((item) => (
              <button
                key={item.id}
                type="button"
                className="upgrade-picker__item"
                aria-pressed={chosen.has(item.id)}
                data-testid="upgrade-stake-item"
                data-storage-id={item.id}
                data-bean={item.bean}
                onClick={() => onToggle(item)}
                disabled={disabled}
              >
                <ItemCard item={item} compact />
              </button>
            ))}
          </div>
          {backpack.data && (
            <Pagination page={page} total={backpack.data.total} perPage={backpack.data.per_page} onChange={setPage} />
          )}
        </>
      )}
    </section>
  );
}
