// The box's items with their rarity colours and odds (spec section 3: "drop probability").
import { useTranslation } from 'react-i18next';
import type { BoxItemView } from '@lootledger/contracts';
import { ItemCard } from '@/components/ui/item-card';

export function ItemPool({ items }: { items: readonly BoxItemView[] }) {
  const { t } = useTranslation('boxes');
  return (
    <section className="item-pool" aria-labelledby="item-pool-title">
      <h2 id="item-pool-title" className="section-title">
        {t('pool.title')}
      </h2>
      <ul className="item-grid">
        {items.map((item) => (
          <li key={item.id}>
            <ItemCard item={item}>
              <div className="item-card__meta">
                <span className="item-card__odds">{t('pool.odds', { odds: item.odds })}</span>
              </div>
            </ItemCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
