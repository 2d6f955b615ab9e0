import { PromotionCentre } from '@/features/loyalty/components/promotion-centre';

export function PromotionRoute() {
  return <PromotionCentre />;
}
