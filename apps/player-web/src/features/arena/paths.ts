// The arena's route paths (spec section 2): the battle lists, a battle's battleground, creating one.
import { route } from '@/config/paths';

export const arenaPaths = {
  arena: route('/002-mysteryBox'),
  battle: route('/active/mysterybox/:id'),
  createBattle: route('/active/creation/pkHome'),
} as const;
