// Redeeming in the points shop: the confirm step (the item, its points cost, the points left after,
// or how many are missing) and the result (what arrived, now in the backpack, with a link to it).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShopItemResponse } from '@lootledger/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { ItemCard } from '@/components/ui/item-card';
import { paths } from '@/config/paths';
import { redeemQuote, type Redeemed } from '../redeem';

interface RedeemConfirmProps {
  item: ShopItemResponse | null;
  balance: string | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RedeemConfirm({ item, balance, busy, onConfirm, onCancel }: RedeemConfirmProps) {
  const { t } = useTranslation('shop');
  const quote = item ? redeemQuote(item, balance) : null;
  return (
    <ConfirmDialog
      open={item !== null}
      title={t('confirm.title')}
      confirmLabel={t('confirm.action', { cost: quote?.cost ?? '' })}
      onConfirm={onConfirm}
      onCancel={onCancel}
      // Known short of points: nothing to send (the server would refuse it too).
      busy={busy || quote?.short != null}
    >
      {item && quote && (
        <div className="shop__redeem" data-testid="shop-confirm">
          <ItemCard item={item} />
          <dl className="shop__quote">
            <dt>{t('confirm.cost')}</dt>
            <dd data-testid="shop-confirm-cost">{t('price', { price: quote.cost })}</dd>
            <dt>{t('confirm.left')}</dt>
            <dd data-testid="shop-confirm-left">{quote.left === null ? '…' : t('price', { price: quote.left })}</dd>
          </dl>
          {quote.short !== null && (
            <p className="notice" role="alert" data-testid="shop-confirm-short">
              {t('confirm.short', { short: quote.short })}
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}

export function RedeemResult({ done, onClose }: { done: Redeemed | null; onClose: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <Dialog open={done !== null} title={t('done.title')} onClose={onClose} size="small">
      {done && (
        <div className="shop__redeem" role="status" data-testid="shop-done">
          <ItemCard item={done.item} />
          <p>{t('done.arrived', { count: done.count, name: done.item.name })}</p>
          <p className="muted">{t('done.points', { spent: done.spent, balance: done.balance })}</p>
          <div className="confirm-dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('done.more')}
            </button>
            <Link className="button button--primary" to={paths.packsack.getHref()} data-testid="shop-done-backpack">
              {t('done.backpack')}
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
