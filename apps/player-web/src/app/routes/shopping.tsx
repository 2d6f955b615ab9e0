// /002-shopping : the points shop (desktop only).
import { ShopPage } from '@/features/shop/components/shop-page';

export function ShoppingRoute() {
  return <ShopPage />;
}
