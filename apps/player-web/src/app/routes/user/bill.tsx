import { Bill } from '@/features/backpack/components/bill';

export function BillRoute() {
  return <Bill />;
}
