// The upgrade's console resources and who may use them: the attempts (read only), the upgrade
// targets and the upgrade's RTP setting. Added to the staff matrix when this file loads, before the
// upgrade's staff routes are declared (their @Roles come from the matrix).
import { defineStaffResources, STAFF_ALL, STAFF_READ } from '../../../staff';

export const UPGRADE_STAFF_RESOURCES = defineStaffResources({
  upgrades: { support: STAFF_READ, finance: STAFF_READ, content: STAFF_READ },
  'upgrade-targets': { content: STAFF_ALL },
  'upgrade-settings': { finance: [...STAFF_READ, 'edit'], content: STAFF_READ },
});
