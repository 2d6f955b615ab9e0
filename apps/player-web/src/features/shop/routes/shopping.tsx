// /002-shopping : the points shop (desktop only).
import { ShopPage } from '../components/shop-page';
import '../shop.css';

export function ShoppingRoute() {
  return <ShopPage />;
}
