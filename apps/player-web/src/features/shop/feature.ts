// The points shop on the site: its page (desktop only in the menu), its menu entry and its texts
// (src/features/registry.ts).
import { defineFeature } from '@/lib/feature-registration';
import { lazyPage } from '@/lib/lazy-page';
import { shop } from './locales';
import { shopPaths } from './paths';

export const shopFeature = defineFeature({
  namespace: 'shop',
  messages: shop,
  name: 'name',
  menu: { to: shopPaths.shopping.getHref(), desktopOnly: true, siteSwitch: 'shop' },
  pages: [
    {
      path: shopPaths.shopping.path,
      page: lazyPage(() => import('./routes/shopping'), 'ShoppingRoute'),
      siteSwitch: 'shop',
    },
  ],
});
