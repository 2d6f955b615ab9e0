// The backpack (spec sections 2 and 4): select items (select-all inverts the selection), recycle
// them for coins or extract them to the trade URL, page by page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoinAmount } from '@/components/ui/coin-amount';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemCard } from '@/components/ui/item-card';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { sumAmounts } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useExtractItems } from '../api/extract-items';
import { useStorage } from '../api/get-storage';
import { useRecycleItems } from '../api/recycle-items';
import { invertSelection, toggleSelection } from '../selection';

export function Packsack() {
  const { t } = useTranslation('backpack');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [needsTradeUrl, setNeedsTradeUrl] = useState(false);
  const storage = useStorage(0, page);
  const items = storage.data?.data ?? [];
  const chosen = items.filter((item) => selected.has(item.id));
  const ids = chosen.map((item) => item.id);

  const recycle = useRecycleItems((recycled) => {
    toast.success(t('recycled', { amount: recycled.bean }));
    setSelected(new Set());
  });
  const extract = useExtractItems(() => setSelected(new Set()));
  const busy = recycle.isPending || extract.isPending;

  const changePage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };

  return (
    <section className="panel packsack" aria-labelledby="packsack-title">
      <div className="panel__head">
        <h1 id="packsack-title" className="page-title">
          {t('title')}
        </h1>
        {storage.data && <span className="muted">{t('count', { count: storage.data.total })}</span>}
      </div>
      <div className="toolbar" role="toolbar" aria-label={t('actions')}>
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            setSelected(
              invertSelection(
                selected,
                items.map((item) => item.id),
              ),
            )
          }
          disabled={items.length === 0 || busy}
        >
          {t('selectAll')}
        </button>
        <span className="toolbar__summary" data-testid="selection-summary">
          {t('selected', { count: ids.length })} <CoinAmount value={sumAmounts(chosen.map((item) => item.bean))} />
        </span>
        <button
          type="button"
          className="button button--primary"
          onClick={() => recycle.mutate(ids)}
          disabled={ids.length === 0 || busy}
        >
          {t('recycle')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            extract.mutate(ids, {
              onError: (error) => setNeedsTradeUrl(isApiError(error, 'TRADE_URL_REQUIRED')),
              onSuccess: () => setNeedsTradeUrl(false),
            })
          }
          disabled={ids.length === 0 || busy}
        >
          {t('extract')}
        </button>
      </div>
      {needsTradeUrl && (
        <p className="notice" role="alert">
          {t('needsTradeUrl')} <Link to={paths.user.info.getHref()}>{t('setTradeUrl')}</Link>
        </p>
      )}
      {storage.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState>
          {t('empty')} <Link to={paths.home.getHref()}>{t('openBoxes')}</Link>
        </EmptyState>
      ) : (
        <ul className="item-grid">
          {items.map((item) => (
            <li key={item.id}>
              <label className={`selectable${selected.has(item.id) ? ' selectable--on' : ''}`}>
                <input
                  type="checkbox"
                  className="selectable__input"
                  checked={selected.has(item.id)}
                  onChange={() => setSelected(toggleSelection(selected, item.id))}
                  aria-label={item.name}
                />
                <ItemCard item={item} />
              </label>
            </li>
          ))}
        </ul>
      )}
      {storage.data && (
        <Pagination page={page} total={storage.data.total} perPage={storage.data.per_page} onChange={changePage} />
      )}
    </section>
  );
}
