// The home page's boxes, grouped by category (spec section 2: the mystery-box list).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOX_CATEGORIES, BOX_CATEGORY_NAMES, type BoxSummaryView } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { LoadFailed, Skeleton } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { assetUrl } from '@/lib/asset-url';
import { useBoxes } from '../api/get-boxes';

export function BoxList() {
  const { t, i18n } = useTranslation('boxes');
  const boxes = useBoxes();
  if (boxes.isError && !boxes.isFetching) {
    return <LoadFailed message={t('list.failed')} onRetry={() => void boxes.refetch()} />;
  }
  if (boxes.isPending || boxes.isError) return <Skeleton shape="cards" count={10} />;
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  return (
    <div className="box-list">
      {BOX_CATEGORIES.map((category) => {
        const inCategory = boxes.data.filter((box) => box.category === category);
        if (inCategory.length === 0) return null;
        const name = BOX_CATEGORY_NAMES[category];
        return (
          <section key={category} className="box-category" aria-labelledby={`category-${category}`}>
            <h2 id={`category-${category}`} className="section-title" style={{ ['--accent' as string]: name.color }}>
              {name[language]}
            </h2>
            <ul className="box-grid">
              {inCategory.map((box) => (
                <li key={box.id}>
                  <BoxCard box={box} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function BoxCard({ box }: { box: BoxSummaryView }) {
  return (
    <Link to={paths.boxDetail.getHref({ id: box.id })} className="box-card" data-testid="box-card">
      <img className="box-card__cover" src={assetUrl(box.cover)} alt="" loading="lazy" />
      <span className="box-card__name">{box.name}</span>
      <CoinAmount value={box.price} className="box-card__price" />
    </Link>
  );
}
