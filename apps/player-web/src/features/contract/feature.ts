// The contract on the site: its page (desktop only in the menu), its menu entry, its texts and the
// verify page's rule for its draws: the boxes' weighted pick (src/features/registry.ts).
import { defineFeature } from '@/lib/feature-registration';
import { lazyPage } from '@/lib/lazy-page';
import { weightedPickRule } from '@/lib/pair-draw-rules';
import { contract } from './locales';
import { contractPaths } from './paths';

export const contractFeature = defineFeature({
  namespace: 'contract',
  messages: contract,
  name: 'name',
  menu: { to: contractPaths.compound.getHref(), desktopOnly: true, siteSwitch: 'contract' },
  pages: [
    {
      path: contractPaths.compound.path,
      page: lazyPage(() => import('./routes/compound'), 'CompoundRoute'),
      loginRequired: true,
      siteSwitch: 'contract',
    },
  ],
  pairDraws: { contract: weightedPickRule },
});
