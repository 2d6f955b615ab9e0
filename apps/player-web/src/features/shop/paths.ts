// The points shop's route path (spec section 2).
import { route } from '@/config/paths';

export const shopPaths = {
  shopping: route('/002-shopping'),
} as const;
