import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { DeliveryProcess } from '../deliver-bills/delivery.process';
import type { BillChange } from '../list-bills/bill-change';
import { findStaffBill } from '../list-bills/staff-bill.row';
import { ApproveBillCommand } from './approve-bill.command';

@CommandHandler(ApproveBillCommand)
export class ApproveBillHandler implements ICommandHandler<ApproveBillCommand, BillChange> {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly driver: DeliveryProcess,
  ) {}

  async execute({ billId, staffId }: ApproveBillCommand): Promise<BillChange> {
    const before = await findStaffBill(this.sql, billId);
    if (!before) throw new DomainError('NOT_FOUND');
    await this.driver.approveBill(billId, { staffId });
    return { before, after: (await findStaffBill(this.sql, billId))! };
  }
}
