// The welfare centre on the site: its pages, its menu entry and its texts (src/features/registry.ts).
import { defineFeature } from '@/lib/feature-registration';
import { lazyPage } from '@/lib/lazy-page';
import { welfare } from './locales';
import { welfarePaths } from './paths';

export const welfareFeature = defineFeature({
  namespace: 'welfare',
  messages: welfare,
  name: 'name',
  menu: { to: welfarePaths.welfare.getHref() },
  pages: [
    {
      path: welfarePaths.welfare.path,
      page: lazyPage(() => import('./routes/welfare'), 'WelfareRoute'),
      loginRequired: true,
    },
    { path: welfarePaths.red.path, page: lazyPage(() => import('./routes/welfare'), 'RedRoute'), loginRequired: true },
  ],
});
