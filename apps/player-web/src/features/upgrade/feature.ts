// The upgrade on the site: its page (with or without a chosen target), its menu entry, its texts and
// the verify page's rule for its draws (src/features/registry.ts).
import { defineFeature } from '@/lib/feature-registration';
import { lazyPage } from '@/lib/lazy-page';
import { upgrade } from './locales';
import { upgradePaths } from './paths';
import { upgradePairDrawRule } from './verify-draw';

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
  pairDraws: { upgrade: upgradePairDrawRule },
});
