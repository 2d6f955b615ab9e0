// Staff approve a bill held for approval: ApproveBillCommand on the delivery process.
import { CommandHandler } from '@nestjs/cqrs';
import { StaffBillActionHandler } from '../list-bills/bill-change';
import { ApproveBillCommand } from './approve-bill.command';

@CommandHandler(ApproveBillCommand)
export class ApproveBillHandler extends StaffBillActionHandler<ApproveBillCommand> {
  protected act({ billId, staffId }: ApproveBillCommand): Promise<void> {
    return this.driver.approveBill(billId, { staffId });
  }
}
