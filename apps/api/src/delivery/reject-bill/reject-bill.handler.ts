// Staff reject a bill (RejectBillCommand): the delivery process fails it and returns its item.
import { CommandHandler } from '@nestjs/cqrs';
import { StaffBillActionHandler } from '../list-bills/bill-change';
import { RejectBillCommand } from './reject-bill.command';

@CommandHandler(RejectBillCommand)
export class RejectBillHandler extends StaffBillActionHandler<RejectBillCommand> {
  protected act({ billId, reason, staffId }: RejectBillCommand): Promise<void> {
    return this.driver.rejectBill(billId, reason, { staffId });
  }
}
