// The features that register themselves (features/<feature>/feature.ts), in the order of their menu
// entries. The router, the main menu and the i18n resources map over this one list: a new game is
// its folder plus one line here.
import type { FeatureRegistration } from '@/lib/feature-registration';
import { arenaFeature } from './arena/feature';
import { backpackFeature } from './backpack/feature';
import { contractFeature } from './contract/feature';
import { partnerFeature } from './partner/feature';
import { rollFeature } from './roll/feature';
import { shopFeature } from './shop/feature';
import { upgradeFeature } from './upgrade/feature';
import { welfareFeature } from './welfare/feature';

export const FEATURES: readonly FeatureRegistration[] = [
  arenaFeature,
  upgradeFeature,
  rollFeature,
  shopFeature,
  contractFeature,
  welfareFeature,
  partnerFeature,
  backpackFeature,
];
