// The daily free box (/active/outOfTheFree/:id, login): the box and its contents, its unlock rule
// and my standing, open once a day (the normal provably-fair draw, free), and what came out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenedBoxResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { ItemCard } from '@/components/ui/item-card';
import { Spinner } from '@/components/ui/spinner';
import { useFreeBox, useOpenFreeBox } from '../api/free-boxes';

export function FreeBoxPage({ id }: { id: string }) {
  const { t } = useTranslation('freeBoxes');
  const freeBox = useFreeBox(id);
  const [won, setWon] = useState<OpenedBoxResponse | null>(null);
  const open = useOpenFreeBox(setWon);
  if (freeBox.isPending) return <Spinner />;
  if (!freeBox.data) return null;
  const box = freeBox.data;
  const rule =
    box.unlock_type === 'vip'
      ? t('unlockVip', { value: box.unlock_value, standing: box.standing })
      : t('unlockRecharge', { value: box.unlock_value, standing: box.standing });
  return (
    <section className="panel free-box" aria-labelledby="free-box-title">
      <h1 id="free-box-title" className="page-title">
        {t('title')}: {box.name}
      </h1>
      <p className="muted">
        {t('worth')} 
        <CoinAmount value={box.price} />
      </p>
      <p data-testid="free-box-rule">{rule}</p>
      <button
        type="button"
        className="button button--primary"
        data-testid="free-box-open"
        disabled={!box.unlocked || box.opened_today || open.isPending}
        onClick={() => open.mutate(box.id)}
      >
        {!box.unlocked ? t('locked') : box.opened_today ? t('openedToday') : open.isPending ? t('opening') : t('open')}
      </button>
      {won && (
        <div className="free-box__won" data-testid="free-box-won">
          <h2>{t('won')}</h2>
          {won.items.map((item) => (
            <ItemCard key={item.storage_id} item={item} />
          ))}
          {won.fairness.map((draw) => (
            <p key={draw.nonce} className="muted">
              {t('fairness', { nonce: draw.nonce, ticket: draw.ticket })}
            </p>
          ))}
        </div>
      )}
      <h2>{t('contents')}</h2>
      <div className="item-grid">
        {box.items.map((item) => (
          <ItemCard key={item.id} item={{ ...item, lv: 0 }} compact />
        ))}
      </div>
    </section>
  );
}
