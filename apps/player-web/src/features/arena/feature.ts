// The arena (battles) on the site: its pages, its menu entry, its texts and its section of the verify
// page, a battle recomputed whole (src/features/registry.ts).
import { lazy } from 'react';
import { defineFeature } from '@/lib/feature-registration';
import { lazyPage, loadWithRetry } from '@/lib/lazy-page';
import { arena } from './locales';
import { arenaPaths } from './paths';

const VerifyBattleSection = lazy(async () => ({
  default: (await loadWithRetry(() => import('./verify/verify-battle-section'))).VerifyBattleSection,
}));

export const arenaFeature = defineFeature({
  namespace: 'arena',
  messages: arena,
  name: 'name',
  menu: { to: arenaPaths.arena.getHref(), siteSwitch: 'battles' },
  pages: [
    {
      path: arenaPaths.arena.path,
      page: lazyPage(() => import('./routes/arena'), 'ArenaRoute'),
      loginRequired: true,
      siteSwitch: 'battles',
    },
    // A battleground: spectators welcome (no login), whatever the switch.
    { path: arenaPaths.battle.path, page: lazyPage(() => import('./routes/battle'), 'BattleRoute') },
    {
      path: arenaPaths.createBattle.path,
      page: lazyPage(() => import('./routes/create-battle'), 'CreateBattleRoute'),
      loginRequired: true,
      siteSwitch: 'battles',
    },
  ],
  verify: { param: 'battle', Section: VerifyBattleSection },
});
