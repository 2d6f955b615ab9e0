// The home page's hero: the title, today's live figures and the featured boxes (the most opened of
// the last 7 days, topped up with the priciest boxes when few were opened). The boxes come from the
// boxes feature, passed in by the app.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoxSummaryView } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { paths } from '@/config/paths';
import { assetUrl } from '@/lib/asset-url';
import { useLiveStats } from '../api/get-live-stats';
import { featuredBoxes } from '../featured-boxes';
import { LiveStats } from './live-stats';
import '../live-feed.css';

export function HomeHero({ boxes }: { boxes: readonly BoxSummaryView[] | undefined }) {
  const { t } = useTranslation('liveFeed');
  const stats = useLiveStats();
  const featured = boxes ? featuredBoxes(boxes, stats.data?.featured_box_ids ?? []) : [];
  return (
    <section className="home-hero" aria-labelledby="home-hero-title" data-testid="home-hero">
      <div className="home-hero__intro">
        <h1 id="home-hero-title" className="hero__title">
          {t('hero.title')}
        </h1>
        <p className="hero__text">{t('hero.text')}</p>
        <LiveStats stats={stats.data} />
      </div>
      {featured.length > 0 && (
        <div className="home-hero__featured">
          <h2 className="home-hero__featured-title">{t('hero.featured')}</h2>
          <ul className="home-hero__boxes">
            {featured.map((box, index) => (
              <li key={box.id} className={index === 0 ? 'home-hero__box home-hero__box--lead' : 'home-hero__box'}>
                <Link to={paths.boxDetail.getHref({ id: box.id })} className="featured-box" data-testid="featured-box">
                  <img className="featured-box__cover" src={assetUrl(box.cover)} alt="" />
                  <span className="featured-box__name">{box.name}</span>
                  <span className="featured-box__open">
                    <span className="featured-box__open-label">{t('hero.open')}</span>
                    <CoinAmount value={box.price} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
