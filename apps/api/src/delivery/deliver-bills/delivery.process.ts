// The delivery process, a scheduled job (platform/scheduling/scheduled-job.ts). Its schedule
// (delivery-schedule.ts: its own table) takes on the bills the bills read model opens; each pass
// (tick) takes the bills that are due and moves each one step: open the bill's stream, ask the trade provider for an offer, follow the offer, and bring the
// player's item along (ledger ApplyDeliveryStepCommand). Every step is idempotent (one command key
// per step of a bill, decided on its stream; sendOffer keyed by the bill; ledger steps keyed by bill
// and status), so a crash anywhere is finished by the next pass, in this process after a restart or
// in another.
// With DELIVERY_APPROVAL_THRESHOLD set, a bill whose item is worth more waits (held, status 4) until
// staff approve it. Staff actions (approve, reject, retry) lease the bill like a pass does, so they
// never race the driver on one bill.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { parseAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { GetPlayerProfileQuery, type PlayerProfileView } from '../../identity';
import { ApplyDeliveryStepCommand, GetStorageItemsQuery, type StoredItem } from '../../ledger';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { EventSourcing, type Actor, type Decide, type StreamRunner } from '../../platform/event-sourcing';
import {
  approve,
  DELIVERY,
  foldDelivery,
  giveUp,
  holdForApproval,
  isFinalStage,
  isRejectable,
  observeOffer,
  playerStep,
  type DeliveryEvent,
  type DeliveryState,
} from '../domain/delivery';
import { ScheduledJob } from '../../platform/scheduling/scheduled-job';
import { DeliverySchedule, type ScheduledBill } from './delivery-schedule';
import { TRADE_PROVIDER, TradeProviderUnavailableError, type TradeProvider } from '../trading/trade-provider.port';

/** Attempts at an unavailable trade provider before the bill is given up and the item returned. */
export const MAX_PROVIDER_ATTEMPTS = 12;
const LEASE_SECONDS = 30;
const BILLS_PER_PASS = 50;
/** A held bill is looked at again this often (approval reschedules it at once). */
const HELD_RECHECK_MS = 60_000;
/** A staff action waits this long at most for a pass that is working the bill. */
const STAFF_LEASE_ATTEMPTS = 20;
const STAFF_LEASE_WAIT_MS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who acts on a bill from the admin console. */
export interface BillActor {
  staffId: string;
}

/** DELIVERY_APPROVAL_THRESHOLD as hundredths (null: unset); refuses anything but a two-decimal amount. */
export function approvalThreshold(config: Pick<AppConfig, 'deliveryApprovalThreshold'>): bigint | null {
  const text = config.deliveryApprovalThreshold;
  if (text === undefined || text === '') return null;
  const value = /^\d{1,10}\.\d{2}$/.test(text) ? parseAmount(text) : null;
  if (value === null)
    throw new Error(`DELIVERY_APPROVAL_THRESHOLD=${text}: must be an amount with two decimals, e.g. 500.00`);
  return value;
}

type DueBill = ScheduledBill;

type Outcome = { kind: 'done' } | { kind: 'wait'; afterMs?: number } | { kind: 'retry'; afterMs: number };

@Injectable()
export class DeliveryProcess extends ScheduledJob {
  private readonly threshold: bigint | null;
  private readonly bills: StreamRunner<DeliveryState>;
  private readonly schedule: DeliverySchedule;

  constructor(
    eventSourcing: EventSourcing,
    @Inject(SQL_CLIENT) sql: SqlClient,
    @Inject(TRADE_PROVIDER) private readonly provider: TradeProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {
    super(eventSourcing, { name: 'delivery.bills', everyMs: config.deliveryPollMs });
    this.threshold = approvalThreshold(config);
    this.bills = eventSourcing.runner(DELIVERY);
    this.schedule = new DeliverySchedule(sql);
  }

  /** One pass: moves every due bill one step; returns how many were worked. */
  protected override async tick(now: Date): Promise<number> {
    // Leases the due bills, so that two processes never work one bill at once.
    const due = await this.schedule.claimDue(now, BILLS_PER_PASS, LEASE_SECONDS);
    await Promise.all(
      due.map(async (bill) => {
        let outcome: Outcome;
        try {
          outcome = await this.advance(bill);
        } catch (error) {
          this.logger.warn(`bill ${bill.bill_id}: ${String(error)}`);
          outcome = { kind: 'retry', afterMs: backoffMs(bill.attempts) };
        }
        await this.release(bill, outcome);
      }),
    );
    return due.length;
  }

  private async release(bill: DueBill, outcome: Outcome): Promise<void> {
    const afterMs =
      outcome.kind === 'done' ? this.config.deliveryPollMs : (outcome.afterMs ?? this.config.deliveryPollMs);
    const attempts = outcome.kind === 'retry' ? bill.attempts + 1 : 0;
    await this.schedule.release(bill.bill_id, outcome.kind === 'done', attempts, afterMs);
  }

  /** One step of one bill, decided on its stream (the truth), not on the read model. */
  private async advance(bill: DueBill): Promise<Outcome> {
    const billId = bill.bill_id;
    let state = (await this.bills.load(billId)).state;

    if (state.stage === 'none') {
      const requested = await this.request(bill);
      if (!requested) return { kind: 'retry', afterMs: this.config.deliveryPollMs }; // the ledger's read model lags: look again
      // The approval decision is taken once, with the request, on the threshold in force then.
      state = await this.step(billId, 'request', (current) =>
        current.stage === 'none'
          ? [requested, ...holdForApproval(foldDelivery([requested], current), this.threshold)]
          : [],
      );
    }

    if (state.stage === 'held') return { kind: 'wait', afterMs: HELD_RECHECK_MS };

    if (state.stage === 'requested') {
      const request = state.request!;
      if (!request.trade_url) {
        state = await this.step(billId, 'fail', (current) => giveUp(current, 'trade_url_missing'));
      } else {
        try {
          const { offerId } = await this.provider.sendOffer({
            billId: bill.bill_id,
            tradeUrl: request.trade_url,
            items: [
              { hashName: request.item.hash_name, name: request.item.name_en, value: BigInt(request.item.value) },
            ],
          });
          state = await this.step(billId, 'offer', (current) =>
            current.stage === 'requested' ? [{ type: 'TradeOfferCreated', data: { offer_id: offerId } }] : [],
          );
        } catch (error) {
          if (!(error instanceof TradeProviderUnavailableError)) throw error;
          if (bill.attempts + 1 < MAX_PROVIDER_ATTEMPTS) {
            return { kind: 'retry', afterMs: error.retryAfterMs ?? backoffMs(bill.attempts) };
          }
          state = await this.step(billId, 'fail', (current) => giveUp(current, 'trade_provider_unavailable'));
        }
      }
    }

    if (state.stage === 'offer_created' || state.stage === 'offer_sent') {
      try {
        const offer = await this.provider.getOffer(state.offerId!);
        state = await this.step(billId, `observe/${offer.state}`, (current) => observeOffer(current, offer));
      } catch (error) {
        if (!(error instanceof TradeProviderUnavailableError)) throw error;
        await this.syncPlayer(bill, state);
        return { kind: 'retry', afterMs: error.retryAfterMs ?? backoffMs(bill.attempts) };
      }
    }

    await this.syncPlayer(bill, state);
    return isFinalStage(state.stage) ? { kind: 'done' } : { kind: 'wait' };
  }

  /** The bill's DeliveryRequested: the item as the ledger holds it and the player's trade URL (null: not seen yet). */
  private async request(bill: DueBill): Promise<DeliveryEvent | null> {
    const [item] = await this.queryBus.execute<GetStorageItemsQuery, StoredItem[]>(
      new GetStorageItemsQuery(bill.player_id, [bill.storage_id]),
    );
    if (!item) return null;
    const profile = await this.queryBus.execute<GetPlayerProfileQuery, PlayerProfileView | null>(
      new GetPlayerProfileQuery(bill.player_id),
    );
    return {
      type: 'DeliveryRequested',
      data: {
        bill_id: bill.bill_id,
        player_id: bill.player_id,
        storage_id: bill.storage_id,
        item: {
          item_id: item.itemId,
          name_zh: item.nameZh,
          name_en: item.nameEn,
          hash_name: item.hashName,
          value: item.value.toString(),
        },
        trade_url: profile?.steamUrl ?? '',
      },
    };
  }

  /**
   * Staff approve a held bill: DeliveryApproved on its stream, and the bill is due at once (the next
   * pass sends it). 409 BILL_NOT_AWAITING_APPROVAL for any other bill.
   */
  async approveBill(billId: string, actor: BillActor): Promise<void> {
    await this.asStaff(billId, async (_bill, state) => {
      if (approve(state, actor.staffId).length === 0) {
        throw new DomainError(isFinalStage(state.stage) ? 'BILL_SETTLED' : 'BILL_NOT_AWAITING_APPROVAL');
      }
      await this.step(billId, 'approve', (current) => approve(current, actor.staffId), staffActor(actor));
      this.wake();
      return false;
    });
  }

  /**
   * Staff reject a bill no offer exists for yet (held, or not yet sent): DeliveryFailed with the reason
   * on its stream, then the item back in the player's backpack with that reason (back_message).
   * 409 BILL_OFFER_SENT once an offer is out (the provider port cannot withdraw it), BILL_SETTLED when final.
   */
  async rejectBill(billId: string, reason: string, actor: BillActor): Promise<void> {
    await this.asStaff(billId, async (bill, state) => {
      if (isFinalStage(state.stage)) throw new DomainError('BILL_SETTLED');
      if (!isRejectable(state.stage)) throw new DomainError('BILL_OFFER_SENT');
      if (state.stage === 'none') {
        const requested = await this.request(bill);
        if (!requested) throw new DomainError('CONCURRENT_CHANGE'); // the ledger's read model lags: try again
        await this.step(billId, 'request', (current) => (current.stage === 'none' ? [requested] : []));
      }
      const failed = await this.step(billId, 'fail', (current) => giveUp(current, reason), staffActor(actor));
      await this.syncPlayer(bill, failed);
      return true;
    });
  }

  /**
   * Staff reschedule an open bill now: attempts start over, the next pass takes it (a provider call
   * that kept failing, a bill that looks stuck). 409 BILL_SETTLED for a finished bill.
   */
  async retryBill(billId: string): Promise<void> {
    await this.asStaff(billId, async (_bill, state) => {
      if (isFinalStage(state.stage)) throw new DomainError('BILL_SETTLED');
      return false;
    });
  }

  /**
   * Runs a staff action on a bill under the bill's lease (waiting briefly for a pass working it), then
   * releases it due now with attempts reset, done when the action says so. 404 NOT_FOUND, 409
   * BILL_SETTLED for a bill the driver finished, 409 CONCURRENT_CHANGE when the lease stays taken.
   */
  private async asStaff(
    billId: string,
    action: (bill: DueBill, state: DeliveryState) => Promise<boolean>,
  ): Promise<void> {
    if (!UUID.test(billId)) throw new DomainError('NOT_FOUND');
    let bill: DueBill | null = null;
    for (let attempt = 1; !bill; attempt++) {
      bill = await this.schedule.leaseForStaff(billId, LEASE_SECONDS);
      if (bill) break;
      const done = await this.schedule.isDone(billId);
      if (done === null) throw new DomainError('NOT_FOUND');
      if (done) throw new DomainError('BILL_SETTLED');
      if (attempt >= STAFF_LEASE_ATTEMPTS) throw new DomainError('CONCURRENT_CHANGE');
      await new Promise((resolve) => setTimeout(resolve, STAFF_LEASE_WAIT_MS));
    }
    let done: boolean;
    try {
      done = await action(bill, (await this.bills.load(billId)).state);
    } catch (error) {
      await this.schedule.unlease(billId);
      throw error;
    }
    await this.schedule.rescheduleNow(billId, done);
  }

  /**
   * One step of a bill, decided on its stream: a step happens once per bill, so its name is its
   * command key (a repeat appends nothing). The bills read model follows in the same transaction.
   */
  private async step(
    billId: string,
    name: string,
    decide: Decide<DeliveryState>,
    actor: Actor = SYSTEM_ACTOR,
  ): Promise<DeliveryState> {
    const result = await this.bills.execute(billId, name, decide, { actor, at: new Date(), correlationId: billId });
    return result.state;
  }

  /** Brings the player's item to where the bill is (idempotent in the ledger). */
  private async syncPlayer(bill: DueBill, state: DeliveryState): Promise<void> {
    const step = playerStep(state);
    if (!step) return;
    await this.commandBus.execute(
      new ApplyDeliveryStepCommand(bill.player_id, { ...step, storageId: bill.storage_id, billId: bill.bill_id }),
    );
  }
}

const SYSTEM_ACTOR: Actor = { type: 'system', id: 'delivery' };

function staffActor(actor: BillActor): Actor {
  return { type: 'staff', id: actor.staffId };
}

function backoffMs(attempts: number): number {
  return Math.min(60_000, 500 * 2 ** Math.min(attempts, 10));
}
