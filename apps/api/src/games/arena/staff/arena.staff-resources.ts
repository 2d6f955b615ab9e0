// The arena's console resources and who may use them: the battles (read only: they run themselves)
// and the arena's daily reward tables and ranking settings (activity floor, payout cap). Added to the staff matrix when this file loads, before the
// arena's staff routes are declared (their @Roles come from the matrix).
import { defineStaffResources, STAFF_ALL, STAFF_READ } from '../../../staff';

export const ARENA_STAFF_RESOURCES = defineStaffResources({
  battles: { support: STAFF_READ, finance: STAFF_READ },
  'arena-ranking-rewards': { finance: STAFF_ALL },
  'arena-rebate-tiers': { finance: STAFF_ALL },
  'arena-ranking-settings': { support: STAFF_READ, finance: [...STAFF_READ, 'edit'] },
});
