// The arena (battles) on the site: its pages, its menu entry and its texts (src/features/registry.ts).
import { defineFeature } from '@/lib/feature-registration';
import { lazyPage } from '@/lib/lazy-page';
import { arena } from './locales';
import { arenaPaths } from './paths';

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
});
