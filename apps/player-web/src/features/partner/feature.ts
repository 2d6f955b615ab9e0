// The partner promotion pages (spec main layout: partner, gold king, good luck, national agent;
// hidden from the menu, open signed out): their pages and texts (src/features/registry.ts).
import { defineFeature } from '@/lib/feature-registration';
import { lazyPage } from '@/lib/lazy-page';
import { partner } from './locales';
import { partnerPaths } from './paths';

const load = () => import('./routes/partner');

export const partnerFeature = defineFeature({
  namespace: 'partner',
  messages: partner,
  name: 'name',
  pages: [
    { path: partnerPaths.partner.path, page: lazyPage(load, 'PartnerRoute') },
    { path: partnerPaths.goldKing.path, page: lazyPage(load, 'GoldKingRoute') },
    { path: partnerPaths.goodLuck.path, page: lazyPage(load, 'GoodLuckRoute') },
    { path: partnerPaths.nationalAgent.path, page: lazyPage(load, 'NationalAgentRoute') },
  ],
});
