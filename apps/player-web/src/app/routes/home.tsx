// / : the live drop bar, the hero (live figures, featured boxes) and the boxes by category.
import { useBoxes } from '@/features/boxes/api/get-boxes';
import { BoxList } from '@/features/boxes/components/box-list';
import { DropFeed } from '@/features/live-feed/components/drop-feed';
import { HomeHero } from '@/features/live-feed/components/home-hero';

export function HomeRoute() {
  const boxes = useBoxes();
  return (
    <div className="home">
      <DropFeed />
      <HomeHero boxes={boxes.data} />
      <BoxList />
    </div>
  );
}
