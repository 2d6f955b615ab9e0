// What a staff action on a bill changed (for the staff audit log): the bill before and after.
import type { StaffBillView } from './list-bills.query';

export interface BillChange {
  before: StaffBillView;
  after: StaffBillView;
}
