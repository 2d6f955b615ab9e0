// The backpack's own route paths (spec section 2): a backpack item's page. The backpack list itself
// (/002-packsack, /user/packsack) is still composed by the app's router.
import { route } from '@/config/paths';

export const backpackPaths = {
  item: route('/active/packsack/:id'),
} as const;
