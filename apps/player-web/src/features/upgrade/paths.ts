// The upgrade's route paths (spec section 2): the page, and the page with its target chosen.
import { route } from '@/config/paths';

export const upgradePaths = {
  lucky: route('/002-lucky'),
  luckyDetail: route('/active/lucky/:id'),
} as const;
