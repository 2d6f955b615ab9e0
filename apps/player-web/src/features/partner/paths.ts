// The partner promotion pages' route paths (spec main layout: hidden from the menu, open signed out).
import { route } from '@/config/paths';

export const partnerPaths = {
  partner: route('/002-Partner'),
  goldKing: route('/002-Partner1'),
  goodLuck: route('/002-Partner2'),
  nationalAgent: route('/002-Partner3'),
} as const;
