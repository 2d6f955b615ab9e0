// The ROLL rooms on the site: their pages, their menu entry and their texts (src/features/registry.ts).
import { defineFeature } from '@/lib/feature-registration';
import { lazyPage } from '@/lib/lazy-page';
import { roll } from './locales';
import { rollPaths } from './paths';

export const rollFeature = defineFeature({
  namespace: 'roll',
  messages: roll,
  name: 'name',
  menu: { to: rollPaths.roll.getHref(), siteSwitch: 'roll' },
  pages: [
    { path: rollPaths.roll.path, page: lazyPage(() => import('./routes/roll'), 'RollRoute'), siteSwitch: 'roll' },
    // A room: no login needed, whatever the switch.
    { path: rollPaths.rollRoom.path, page: lazyPage(() => import('./routes/roll-room'), 'RollRoomRoute') },
    {
      path: rollPaths.createRollRoom.path,
      page: lazyPage(() => import('./routes/create-roll-room'), 'CreateRollRoomRoute'),
      loginRequired: true,
      siteSwitch: 'roll',
    },
  ],
});
