// ROLL's console resource and who may use it: the rooms (content creates and edits them, player
// care reads them). Added to the staff matrix when this file loads, before the rooms' staff routes
// are declared (their @Roles come from the matrix).
import { defineStaffResources, STAFF_ALL, STAFF_READ } from '../../../staff';

export const ROLL_STAFF_RESOURCES = defineStaffResources({
  'roll-rooms': { support: STAFF_READ, content: STAFF_ALL },
});
