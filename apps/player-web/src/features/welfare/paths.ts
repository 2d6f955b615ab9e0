// The welfare centre's route paths (spec section 2).
import { route } from '@/config/paths';

export const welfarePaths = {
  welfare: route('/002-welfare'),
  // Claim a red packet by its code.
  red: route('/red'),
} as const;
