// / : the live drop strip and the boxes by category.
import { useTranslation } from 'react-i18next';
import { BoxList } from '@/features/boxes/components/box-list';
import { DropFeed } from '@/features/live-feed/components/drop-feed';

export function HomeRoute() {
  const { t } = useTranslation('boxes');
  return (
    <div className="home">
      <DropFeed />
      <section className="hero">
        <h1 className="hero__title">{t('home.title')}</h1>
        <p className="hero__text">{t('home.text')}</p>
      </section>
      <BoxList />
    </div>
  );
}
