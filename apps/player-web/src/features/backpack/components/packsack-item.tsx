// A backpack item's own page: its picture, name, rarity, wear, value and status (0 in the backpack,
// 3 frozen "under review", ...), when and from what it came (with its draw's verify page when the
// item names one), and, while it is in the backpack, recycling or extracting it behind the same
// confirmation as the backpack's. Someone else's item (or a made-up id) is simply "not found".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StorageItemDetailResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { rarityColor, rarityName, wearName } from '@/components/ui/item-card';
import { LoadFailed } from '@/components/ui/load-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { assetUrl } from '@/lib/asset-url';
import { isApiError } from '@/lib/api-client';
import { useExtractItems } from '../api/extract-items';
import { useStorageItem } from '../api/get-storage-item';
import { useRecycleItems } from '../api/recycle-items';
import { canActOn, itemOrigin } from '../item-source';
import './packsack-item.css';

type Action = 'recycle' | 'extract';

export function PacksackItem({ id }: { id: string }) {
  const { t } = useTranslation('backpack');
  const item = useStorageItem(id);
  if (item.isPending) return <Spinner />;
  if (isApiError(item.error, 'STORAGE_NOT_FOUND')) {
    return (
      <EmptyState>
        <span data-testid="item-not-found">{t('item.notFound')}</span>{' '}
        <Link to={paths.packsack.getHref()}>{t('item.back')}</Link>
      </EmptyState>
    );
  }
  if (!item.data) {
    return <LoadFailed message={item.error?.message ?? ''} onRetry={() => void item.refetch()} />;
  }
  return <ItemDetails item={item.data} />;
}

function ItemDetails({ item }: { item: StorageItemDetailResponse }) {
  const { t, i18n } = useTranslation('backpack');
  const [pending, setPending] = useState<Action | null>(null);
  const [done, setDone] = useState<{ action: Action; total: string } | null>(null);
  const [needsTradeUrl, setNeedsTradeUrl] = useState(false);
  const recycle = useRecycleItems();
  const extract = useExtractItems();
  const busy = recycle.isPending || extract.isPending;
  const origin = itemOrigin(item.source, item.source_id);
  const rarity = rarityName(item.lv, i18n.language);
  const wear = wearName(item, i18n.language);

  const confirm = () => {
    if (pending === 'recycle') {
      recycle.mutate([item.id], {
        onSuccess: (recycled) => setDone({ action: 'recycle', total: recycled.bean }),
        onSettled: () => setPending(null),
      });
    } else if (pending === 'extract') {
      extract.mutate([item.id], {
        onSuccess: () => {
          setNeedsTradeUrl(false);
          setDone({ action: 'extract', total: item.bean });
        },
        onError: (error) => setNeedsTradeUrl(isApiError(error, 'TRADE_URL_REQUIRED')),
        onSettled: () => setPending(null),
      });
    }
  };

  return (
    <section className="panel packsack-item" aria-labelledby="packsack-item-title" data-storage-id={item.id}>
      <p className="packsack-item__back">
        <Link to={paths.packsack.getHref()}>{t('item.back')}</Link>
      </p>
      <div className="packsack-item__body" style={{ ['--rarity' as string]: rarityColor(item.lv) }}>
        <img className="packsack-item__cover" src={assetUrl(item.cover)} alt="" draggable={false} />
        <div className="packsack-item__facts">
          <h1 id="packsack-item-title" className="page-title packsack-item__name">
            {item.name}
          </h1>
          <dl className="packsack-item__list">
            {rarity && <Fact label={t('item.rarity')}>{rarity}</Fact>}
            {wear && <Fact label={t('item.wear')}>{wear}</Fact>}
            <Fact label={t('item.value')} testId="item-value">
              <CoinAmount value={item.bean} />
            </Fact>
            <Fact label={t('item.status')} testId="item-status">
              {t(`item.statuses.${item.status}`, { defaultValue: item.status_alias })}
            </Fact>
            <Fact label={t('item.acquired')}>{new Date(item.created_at).toLocaleString(i18n.language)}</Fact>
            <Fact label={t('item.source')} testId="item-source">
              {t(`item.sources.${origin.source}`)}
              {origin.verifyHref && (
                <>
                  {' '}
                  <Link to={origin.verifyHref} data-testid="verify-link">
                    {t('item.verify')}
                  </Link>
                </>
              )}
            </Fact>
            {item.back_message && <Fact label={t('item.backMessage')}>{item.back_message}</Fact>}
          </dl>
          {canActOn(item.status) && !done && (
            <div className="toolbar packsack-item__actions" role="toolbar" aria-label={t('actions')}>
              <button
                type="button"
                className="button button--primary"
                onClick={() => setPending('recycle')}
                disabled={busy}
              >
                {t('recycle')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setPending('extract')}
                disabled={busy}
              >
                {t('extract')}
              </button>
            </div>
          )}
          {done && (
            <p className="notice notice--success" role="status" data-testid="backpack-done">
              {done.action === 'recycle'
                ? t('done.recycled', { count: 1, total: done.total })
                : t('done.extracted', { count: 1, total: done.total })}{' '}
              <Link to={paths.user.bill.getHref()}>{t('done.bills')}</Link>
            </p>
          )}
          {needsTradeUrl && (
            <p className="notice" role="alert">
              {t('needsTradeUrl')} <Link to={paths.user.info.getHref()}>{t('setTradeUrl')}</Link>
            </p>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`confirm.${pending}.title`) : ''}
        confirmLabel={pending ? t(`confirm.${pending}.action`, { total: item.bean }) : ''}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        busy={busy}
      >
        {pending && (
          <>
            <p data-testid="confirm-summary">{t(`confirm.${pending}.summary`, { count: 1, total: item.bean })}</p>
            <p className="muted">{t(`confirm.${pending}.text`)}</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}

function Fact({ label, testId, children }: { label: string; testId?: string; children: React.ReactNode }) {
  return (
    <div className="packsack-item__fact">
      <dt className="muted">{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
