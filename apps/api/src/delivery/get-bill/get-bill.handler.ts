import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventStore, SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { deliveryStreamId } from '../domain/delivery';
import { findStaffBill } from '../list-bills/staff-bill.row';
import { TRADE_PROVIDER, type TradeProvider } from '../trading/trade-provider.port';
import { GetBillQuery, type StaffBillDetailView } from './get-bill.query';

@QueryHandler(GetBillQuery)
export class GetBillHandler implements IQueryHandler<GetBillQuery, StaffBillDetailView | null> {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TRADE_PROVIDER) private readonly provider: TradeProvider,
  ) {}

  async execute({ billId }: GetBillQuery): Promise<StaffBillDetailView | null> {
    const bill = await findStaffBill(this.sql, billId);
    if (!bill) return null;
    const events = await this.store.readStream(deliveryStreamId(bill.billId));
    let offer: StaffBillDetailView['offer'] = null;
    let offerError: string | null = null;
    if (bill.offerId) {
      try {
        const found = await this.provider.getOffer(bill.offerId);
        offer = {
          offerId: found.offerId,
          state: found.state,
          reason: found.reason ?? null,
          updatedAt: found.updatedAt.toISOString(),
        };
      } catch (error) {
        offerError = error instanceof Error ? error.name : 'unknown';
      }
    }
    return {
      ...bill,
      events: events.map((event) => ({
        version: event.streamVersion,
        type: event.type,
        data: event.data,
        actor: event.metadata.actor ?? null,
        createdAt: event.createdAt.toISOString(),
      })),
      offer,
      offerError,
    };
  }
}
