// What a staff action on a bill changed (for the staff audit log): the bill before and after. The
// actions (approve, reject, retry) share their handler's frame: 404 NOT_FOUND for an unknown bill,
// else the action through the delivery process, and the bill read again after it.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { DeliveryProcess } from '../deliver-bills/delivery.process';
import type { StaffBillView } from './list-bills.query';
import { findStaffBill } from './staff-bill.row';

export interface BillChange {
  before: StaffBillView;
  after: StaffBillView;
}

@Injectable()
export abstract class StaffBillActionHandler<Action extends { billId: string }> {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    protected readonly driver: DeliveryProcess,
  ) {}

  async execute(command: Action): Promise<BillChange> {
    const before = await findStaffBill(this.sql, command.billId);
    if (!before) throw new DomainError('NOT_FOUND');
    await this.act(command);
    return { before, after: (await findStaffBill(this.sql, command.billId))! };
  }

  /** The action on the bill, through the delivery process. */
  protected abstract act(command: Action): Promise<void>;
}
