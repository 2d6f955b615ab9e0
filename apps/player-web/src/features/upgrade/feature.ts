// The upgrade on the site: its page (with or without a chosen target), its menu entry and its texts
// (src/features/registry.ts).
import { defineFeature } from '@/lib/feature-registration';
import { lazyPage } from '@/lib/lazy-page';
import { upgrade } from './locales';
import { upgradePaths } from './paths';

const LuckyRoute = lazyPage(() => import('./routes/lucky'), 'LuckyRoute');

export const upgradeFeature = defineFeature({
  namespace: 'upgrade',
  messages: upgrade,
  name: 'name',
  menu: { to: upgradePaths.lucky.getHref(), siteSwitch: 'upgrade' },
  pages: [
    { path: upgradePaths.lucky.path, page: LuckyRoute, siteSwitch: 'upgrade' },
    { path: upgradePaths.luckyDetail.path, page: LuckyRoute, siteSwitch: 'upgrade' },
  ],
});
