// The footer's check of the customer-service link, now shared (src/lib/site-path.ts): features use it too.
export { sitePathOf } from '@/lib/site-path';
