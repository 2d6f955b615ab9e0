// The daily free boxes as links to their pages (/active/outOfTheFree/:id, which no menu lists): the
// way in from the welfare centre and the task centre. Each says whether it can be opened today.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FreeBoxResponse } from '@lootledger/contracts';
import { useFreeBoxes } from '@/api/get-free-boxes';
import { CoinAmount } from '@/components/ui/coin-amount';
import { LoadFailed, Skeleton } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { assetUrl } from '@/lib/asset-url';

export function FreeBoxShelf() {
  const { t } = useTranslation();
  const freeBoxes = useFreeBoxes();
  let body;
  if (freeBoxes.isError && !freeBoxes.isFetching) {
    body = <LoadFailed onRetry={() => void freeBoxes.refetch()} />;
  } else if (freeBoxes.isPending || freeBoxes.isError) {
    body = <Skeleton shape="cards" count={3} />;
  } else if (freeBoxes.data.length === 0) {
    body = <p className="muted">{t('freeBoxes.none')}</p>;
  } else {
    body = (
      <ul className="box-grid">
        {freeBoxes.data.map((freeBox) => (
          <li key={freeBox.id}>
            <FreeBoxCard freeBox={freeBox} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="panel free-box-shelf" aria-labelledby="free-box-shelf-title" data-testid="free-box-shelf">
      <h2 id="free-box-shelf-title" className="section-title">
        {t('freeBoxes.title')}
      </h2>
      <p className="muted">{t('freeBoxes.intro')}</p>
      {body}
    </section>
  );
}

function FreeBoxCard({ freeBox }: { freeBox: FreeBoxResponse }) {
  const { t } = useTranslation();
  const state = !freeBox.unlocked ? 'locked' : freeBox.opened_today ? 'openedToday' : 'open';
  return (
    <Link to={paths.dailyAward.getHref({ id: freeBox.id })} className="box-card" data-testid="free-box-link">
      <img className="box-card__cover" src={assetUrl(freeBox.cover)} alt="" loading="lazy" />
      <span className="box-card__name">{freeBox.name}</span>
      <CoinAmount value={freeBox.price} className="box-card__price" />
      <span className="muted small">{t(`freeBoxes.state.${state}`)}</span>
    </Link>
  );
}
