// The backpack (spec sections 2 and 4): select items (select-all inverts the selection), recycle
// them for coins or extract them to the trade URL, page by page; sorted by age or value, searched by
// name. Recycling and extracting are confirmed first (count and total value), then the page says
// what happened, with a link to the bills where the items went.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STORAGE_SORTS, type StorageSort } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemCard } from '@/components/ui/item-card';
import { LoadFailed, Skeleton } from '@/components/ui/load-state';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { sumAmounts } from '@/lib/money';
import { useExtractItems } from '../api/extract-items';
import { useStorage } from '@/api/get-storage';
import { useRecycleItems } from '../api/recycle-items';
import { backpackPaths } from '../paths';
import { invertSelection, toggleSelection } from '../selection';
import './packsack.css';

type Action = 'recycle' | 'extract';

/** What the confirm dialog asks about: the items chosen when it opened. */
interface Pending {
  action: Action;
  ids: string[];
  total: string;
}

/** What the last action did, said until the next one. */
interface Done {
  action: Action;
  count: number;
  total: string;
}

export function Packsack() {
  const { t } = useTranslation('backpack');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<StorageSort>('newest');
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [needsTradeUrl, setNeedsTradeUrl] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const storage = useStorage(0, page, { sort, name });
  const items = storage.data?.data ?? [];
  const chosen = items.filter((item) => selected.has(item.id));
  const ids = chosen.map((item) => item.id);
  const chosenTotal = sumAmounts(chosen.map((item) => item.bean));

  const recycle = useRecycleItems();
  const extract = useExtractItems();
  const busy = recycle.isPending || extract.isPending;

  const resetView = () => {
    setPage(1);
    setSelected(new Set());
  };
  const changePage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };

  const ask = (action: Action) => {
    setDone(null);
    setPending({ action, ids, total: chosenTotal });
  };

  const confirm = () => {
    if (!pending) return;
    const { action, ids: chosenIds, total } = pending;
    const finish = (paid: string) => {
      setPending(null);
      setSelected(new Set());
      setDone({ action, count: chosenIds.length, total: paid });
    };
    if (action === 'recycle') {
      recycle.mutate(chosenIds, { onSuccess: (recycled) => finish(recycled.bean), onError: () => setPending(null) });
    } else {
      extract.mutate(chosenIds, {
        onSuccess: () => {
          setNeedsTradeUrl(false);
          finish(total);
        },
        onError: (error) => {
          setPending(null);
          setNeedsTradeUrl(isApiError(error, 'TRADE_URL_REQUIRED'));
        },
      });
    }
  };

  return (
    <section className="panel packsack" aria-labelledby="packsack-title">
      <div className="panel__head">
        <h1 id="packsack-title" className="page-title">
          {t('title')}
        </h1>
        {storage.data && (
          <span className="muted" data-testid="backpack-count">
            {t('count', { count: storage.data.total })}
          </span>
        )}
      </div>
      <div className="packsack__filters">
        <label className="packsack__filter">
          <span className="field__label">{t('sort.label')}</span>
          <select
            className="input"
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as StorageSort);
              resetView();
            }}
          >
            {STORAGE_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`sort.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="packsack__filter packsack__filter--grow">
          <span className="field__label">{t('search.label')}</span>
          <input
            type="search"
            className="input"
            value={name}
            placeholder={t('search.placeholder')}
            maxLength={64}
            onChange={(event) => {
              setName(event.target.value);
              resetView();
            }}
          />
        </label>
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
          {t('selected', { count: ids.length })} <CoinAmount value={chosenTotal} />
        </span>
        <button
          type="button"
          className="button button--primary"
          onClick={() => ask('recycle')}
          disabled={ids.length === 0 || busy}
        >
          {t('recycle')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => ask('extract')}
          disabled={ids.length === 0 || busy}
        >
          {t('extract')}
        </button>
      </div>
      {done && (
        <p className="notice notice--success packsack__done" role="status" data-testid="backpack-done">
          {done.action === 'recycle'
            ? t('done.recycled', { count: done.count, total: done.total })
            : t('done.extracted', { count: done.count, total: done.total })}{' '}
          <Link to={paths.user.bill.getHref()}>{t('done.bills')}</Link>
        </p>
      )}
      {needsTradeUrl && (
        <p className="notice" role="alert">
          {t('needsTradeUrl')} <Link to={paths.user.info.getHref()}>{t('setTradeUrl')}</Link>
        </p>
      )}
      {storage.isError && !storage.isFetching ? (
        <LoadFailed message={storage.error.message} onRetry={() => void storage.refetch()} />
      ) : storage.isPending || (storage.isError && storage.isFetching) ? (
        <Skeleton shape="cards" count={8} />
      ) : items.length === 0 ? (
        name.trim() ? (
          <EmptyState>{t('noMatch', { name: name.trim() })}</EmptyState>
        ) : (
          <EmptyState>
            {t('empty')} <Link to={paths.home.getHref()}>{t('openBoxes')}</Link>
          </EmptyState>
        )
      ) : (
        <ul className="item-grid" data-testid="backpack-items">
          {items.map((item) => (
            <li key={item.id} data-storage-id={item.id}>
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
              <Link className="packsack__details" to={backpackPaths.item.getHref({ id: item.id })}>
                {t('item.details')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {storage.data && !storage.isError && (
        <Pagination page={page} total={storage.data.total} perPage={storage.data.per_page} onChange={changePage} />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`confirm.${pending.action}.title`) : ''}
        confirmLabel={pending ? t(`confirm.${pending.action}.action`, { total: pending.total }) : ''}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        busy={busy}
      >
        {pending && (
          <>
            <p data-testid="confirm-summary">
              {t(`confirm.${pending.action}.summary`, { count: pending.ids.length, total: pending.total })}
            </p>
            <p className="muted">{t(`confirm.${pending.action}.text`)}</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
