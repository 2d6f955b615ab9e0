// The points shop (/002-shopping, desktop only): my points and recent movements, the items with
// their points price and stock; redeeming asks first (cost, points left after) then says what
// arrived in the backpack (a refusal the server still makes shows its message: sold out).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemCard } from '@/components/ui/item-card';
import { Spinner } from '@/components/ui/spinner';
import { useIsPhone } from '@/hooks/use-media-query';
import { useToken } from '@/lib/session';
import type { ShopItemResponse } from '@lootledger/contracts';
import { useBuyShopItem, usePoints, useShopItems } from '../api/shop';
import { redeemed, type Redeemed } from '../redeem';
import { RedeemConfirm, RedeemResult } from './redeem-dialogs';

export function ShopPage() {
  const { t } = useTranslation('shop');
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <section className="panel" aria-labelledby="shop-title">
        <h1 id="shop-title" className="page-title">
          {t('title')}
        </h1>
        <p className="notice" data-testid="shop-desktop-only">
          {t('desktopOnly')}
        </p>
      </section>
    );
  }
  return <ShopDesk />;
}

function ShopDesk() {
  const { t } = useTranslation('shop');
  const token = useToken();
  const [page] = useState(1);
  const items = useShopItems(page);
  const points = usePoints();
  const [pending, setPending] = useState<ShopItemResponse | null>(null);
  const [done, setDone] = useState<Redeemed | null>(null);
  const buy = useBuyShopItem();
  // A refusal (sold out meanwhile) is toasted by the API client with the server's message.
  const confirm = () => {
    if (!pending) return;
    const item = pending;
    buy.mutate(
      { id: item.id, num: 1 },
      {
        onSuccess: (purchase) => {
          setPending(null);
          setDone(redeemed(item, purchase));
        },
        onError: () => setPending(null),
      },
    );
  };
  return (
    <section className="panel shop" aria-labelledby="shop-title">
      <h1 id="shop-title" className="page-title">
        {t('title')}
      </h1>
      <p className="muted">{t('intro')}</p>
      <div className="shop__points" data-testid="shop-points">
        {token === null ? (
          t('loginForPoints')
        ) : (
          <>
            {t('myPoints')}: <strong data-testid="shop-points-balance">{points.data?.balance ?? '…'}</strong>
            {points.data && points.data.movements.length > 0 && (
              <ul className="shop__movements" aria-label={t('movements')}>
                {points.data.movements.map((movement) => (
                  <li key={`${movement.created_at}-${movement.reference}`}>
                    {t(`kinds.${movement.kind as 'earn'}`)} {movement.amount}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {items.isPending ? (
        <Spinner />
      ) : (items.data?.data.length ?? 0) === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <div className="item-grid" data-testid="shop-items">
          {items.data!.data.map((item) => {
            const soldOut = item.stock !== null && item.stock === '0';
            return (
              <ItemCard key={item.id} item={item}>
                <div className="shop__price">{t('price', { price: item.price })}</div>
                <div className="muted">{item.stock === null ? t('unlimited') : t('stock', { stock: item.stock })}</div>
                <button
                  type="button"
                  className="button button--primary"
                  data-testid={`shop-buy-${item.id}`}
                  disabled={soldOut || buy.isPending || token === null}
                  onClick={() => setPending(item)}
                >
                  {soldOut ? t('soldOut') : buy.isPending ? t('buying') : t('buy')}
                </button>
              </ItemCard>
            );
          })}
        </div>
      )}
      <RedeemConfirm
        item={pending}
        balance={points.data?.balance}
        busy={buy.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <RedeemResult done={done} onClose={() => setDone(null)} />
    </section>
  );
}
