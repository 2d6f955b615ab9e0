// Whether a feature staff can switch off (site settings) is on. Until the site information has
// loaded, it counts as on (the API refuses a switched-off feature's calls anyway).
import type { SiteFeature } from '@lootledger/contracts';
import { useSiteInfo } from '@/api/get-info';

export function useFeatureSwitches(): Partial<Record<SiteFeature, boolean>> {
  return useSiteInfo().data?.features ?? {};
}

export function useFeatureOn(feature: SiteFeature): boolean {
  return useFeatureSwitches()[feature] !== false;
}
