// The backpack on the site as a registered feature: its texts and a backpack item's own page
// (login required). The backpack list pages are still routed by the app (src/features/registry.ts).
import { defineFeature } from '@/lib/feature-registration';
import { lazyPage } from '@/lib/lazy-page';
import { backpack } from './locales';
import { backpackPaths } from './paths';

export const backpackFeature = defineFeature({
  namespace: 'backpack',
  messages: backpack,
  name: 'title',
  pages: [
    {
      path: backpackPaths.item.path,
      page: lazyPage(() => import('./routes/packsack-item'), 'PacksackItemRoute'),
      loginRequired: true,
    },
  ],
});
