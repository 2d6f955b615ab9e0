// The contract's route path (spec section 2).
import { route } from '@/config/paths';

export const contractPaths = {
  compound: route('/002-compound'),
} as const;
