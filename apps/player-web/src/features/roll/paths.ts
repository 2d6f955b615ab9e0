// The ROLL rooms' route paths (spec section 2): the rooms, a room, creating one.
import { route } from '@/config/paths';

export const rollPaths = {
  roll: route('/002-roll'),
  rollRoom: route('/active/rollHome/:id'),
  createRollRoom: route('/active/CreateRoom/creat'),
} as const;
