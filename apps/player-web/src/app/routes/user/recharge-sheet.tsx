import { RechargeRecords } from '@/features/recharge/components/recharge-records';

export function RechargeSheetRoute() {
  return <RechargeRecords />;
}
