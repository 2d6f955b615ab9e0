// The result of an opening: the items drawn (already in the backpack), each to keep or sell
// (recycle) on its own (the result stays open) or all the rest at once (then it closes); their value
// against the price paid; open again with the same count.
// Recycling is the backpack's call: the app passes it in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawResponse, OpenedItemResponse, RecycledResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { Dialog } from '@/components/ui/dialog';
import { ItemCard, rarityColor, rarityName } from '@/components/ui/item-card';
import { VerifyLink } from '@/components/ui/verify-link';
import { toast } from '@/lib/toast';
import { openingBalance, soldValue, undecidedItems, type ItemDecision } from '../opening-result';
import { grandestReveal, revealFor } from '@/components/reel/rarity-reveal';

interface OpenResultDialogProps {
  open: boolean;
  items: readonly OpenedItemResponse[];
  /** Price of one box at the opening. */
  price: string;
  /** Each item's draw (same order): its "Verify" link opens the pair on /fairness. */
  draws?: readonly Pick<DrawResponse, 'pair_id' | 'nonce'>[];
  onClose: () => void;
  /** Recycles backpack items for coins (POST /api/cash). */
  recycleItems: (storageIds: string[]) => Promise<RecycledResponse>;
  openAgain: { count: number; disabled: boolean; onClick: () => void };
}

export function OpenResultDialog({
  open,
  items,
  price,
  draws,
  onClose,
  recycleItems,
  openAgain,
}: OpenResultDialogProps) {
  const { t, i18n } = useTranslation('boxes');
  const [decisions, setDecisions] = useState<Record<string, ItemDecision | undefined>>({});
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const balance = openingBalance(
    price,
    items.length,
    items.map((item) => item.bean),
  );
  const rest = undecidedItems(items, decisions);
  const sold = soldValue(items, decisions);
  const anyDecided = rest.items.length < items.length;
  const busy = pending.size > 0;
  const best = items.reduce<OpenedItemResponse | null>((top, item) => (top && top.lv >= item.lv ? top : item), null);
  const jackpot = grandestReveal(items.map((item) => item.lv)) === 'jackpot' && best !== null;

  /** Sells items; `then` runs once they are sold (the bottom row's sale closes the result). */
  const sell = async (storageIds: string[], then?: () => void) => {
    setPending((current) => new Set([...current, ...storageIds]));
    try {
      const recycled = await recycleItems(storageIds);
      setDecisions((current) => ({ ...current, ...Object.fromEntries(storageIds.map((id) => [id, 'sold' as const])) }));
      toast.success(t('result.recycled', { amount: recycled.bean }));
      then?.();
    } catch {
      // The API client has shown the server's message; the items stay undecided.
    } finally {
      setPending((current) => new Set([...current].filter((id) => !storageIds.includes(id))));
    }
  };

  return (
    <Dialog open={open} title={t('result.title')} onClose={onClose} size="large" className="opening-result">
      {jackpot && (
        <p className="opening-result__jackpot" style={{ ['--rarity' as string]: rarityColor(best.lv) }}>
          {t('result.jackpot', { rarity: rarityName(best.lv, i18n.language) })}
        </p>
      )}
      <dl className="opening-summary" data-testid="opening-summary">
        <div className="opening-summary__cell">
          <dt>{t('result.paid')}</dt>
          <dd data-testid="opening-paid">
            <CoinAmount value={balance.paid} />
          </dd>
        </div>
        <div className="opening-summary__cell">
          <dt>{t('result.value')}</dt>
          <dd data-testid="opening-value">
            <CoinAmount value={balance.value} />
          </dd>
        </div>
        <div className={`opening-summary__cell opening-summary__cell--${balance.outcome}`}>
          <dt>{t(`result.${balance.outcome}`)}</dt>
          <dd data-testid="opening-difference" data-outcome={balance.outcome}>
            {balance.difference}
          </dd>
        </div>
        {sold !== '0.00' && (
          <div className="opening-summary__cell">
            <dt>{t('result.soldTotal')}</dt>
            <dd data-testid="opening-sold">
              <CoinAmount value={sold} />
            </dd>
          </div>
        )}
      </dl>
      <ul className="result-grid opening-result__items" aria-label={t('result.items')}>
        {items.map((item, index) => {
          const decision = decisions[item.storage_id];
          const selling = pending.has(item.storage_id);
          return (
            <li
              key={item.storage_id}
              className={`result-item result-item--${revealFor(item.lv)}${decision ? ` result-item--${decision}` : ''}`}
              data-testid="result-item"
              data-decision={decision ?? 'open'}
            >
              <ItemCard item={item} />
              {draws?.[index] && <VerifyLink pairId={draws[index].pair_id} nonce={draws[index].nonce} />}
              <div className="result-item__actions">
                {decision === 'sold' ? (
                  <span className="result-item__status result-item__status--sold">
                    {t('result.sold')} <CoinAmount value={item.bean} />
                  </span>
                ) : decision === 'kept' ? (
                  <span className="result-item__status">✓ {t('result.kept')}</span>
                ) : (
                  <>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={selling}
                      onClick={() => setDecisions((current) => ({ ...current, [item.storage_id]: 'kept' }))}
                    >
                      {t('result.keepItem')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={selling}
                      onClick={() => void sell([item.storage_id])}
                    >
                      {t('result.sellItem')} <CoinAmount value={item.bean} />
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="dialog__actions opening-result__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {t('result.keep')}
        </button>
        {rest.items.length > 0 && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              void sell(
                rest.items.map((item) => item.storage_id),
                onClose,
              )
            }
            disabled={busy}
          >
            {t(anyDecided ? 'result.recycleRest' : 'result.recycle')} <CoinAmount value={rest.value} />
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={openAgain.onClick}
          disabled={openAgain.disabled || busy}
        >
          {t('result.openAgain', { count: openAgain.count })} <CoinAmount value={balance.paid} />
        </button>
      </div>
    </Dialog>
  );
}
