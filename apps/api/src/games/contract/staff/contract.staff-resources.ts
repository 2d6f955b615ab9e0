// The contract's console resources and who may use them: the contracts (read only: players sign
// them) and the contract's rules (RTP, value band). Added to the staff matrix when this file loads,
// before the contract's staff routes are declared (their @Roles come from the matrix).
import { defineStaffResources, STAFF_READ } from '../../../staff';

export const CONTRACT_STAFF_RESOURCES = defineStaffResources({
  contracts: { support: STAFF_READ, finance: STAFF_READ },
  'contract-settings': { finance: [...STAFF_READ, 'edit'] },
});
