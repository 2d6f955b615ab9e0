import { ChangeRecords } from '@/features/ledger/components/change-records';

export function DetailRoute() {
  return <ChangeRecords />;
}
