// Reconciles delivery bills with the player streams (architecture.md, "Trust"): every bill
// (DeliveryRequested) is an item that left the player's backpack (ItemsExtractionRequested naming the
// same bill and storage id) and is the item granted under that storage id, at the same value; a
// completed bill's item left the platform (ItemExtracted) once and never came back; a failed or
// rejected bill's item came back (ItemReturned) once and never left; no item is extracted or returned
// without its bill saying so. A final bill the delivery process has not finished yet (not done in
// its schedule, delivery_schedule) and an extraction whose bill is not opened yet are pending, not failures.
import type { RecordedEvent } from '@lootledger/event-store';
import type { GrantedItem } from '../../ledger';
import { defineAuditCheck, describeRecorded, liveTable, scanEvents } from '../../platform/event-sourcing';
import { DELIVERY, type DeliveryRequested } from '../domain/delivery';

interface Bill {
  requested?: { data: DeliveryRequested['data']; where: string };
  outcome?: { kind: 'completed' | 'failed'; where: string };
  /** ItemsExtractionRequested on a player stream naming this bill. */
  left?: { streamId: string; storageId: string; where: string };
  extracted: { streamId: string; storageId: string; where: string }[];
  returned: { streamId: string; storageId: string; where: string }[];
}

const PLAYER_TYPES = ['ItemsGranted', 'ItemsExtractionRequested', 'ItemExtracted', 'ItemReturned'];

export const deliveryBillsCheck = defineAuditCheck(
  'delivery bills: items out of the backpack and back',
  async (tx, failures) => {
    const bills = new Map<string, Bill>();
    const bill = (billId: string) => {
      const known = bills.get(billId) ?? { extracted: [], returned: [] };
      bills.set(billId, known);
      return known;
    };
    /** Granted items by stream and storage id. */
    const granted = new Map<string, GrantedItem>();

    const visit = (event: RecordedEvent) => {
      const where = describeRecorded(event);
      const billId = DELIVERY.idOf(event.streamId);
      const data = event.data as Record<string, unknown>;
      if (billId !== null) {
        if (event.type === 'DeliveryRequested')
          bill(billId).requested = { data: data as unknown as DeliveryRequested['data'], where };
        else bill(billId).outcome = { kind: event.type === 'DeliveryCompleted' ? 'completed' : 'failed', where };
        return;
      }
      switch (event.type) {
        case 'ItemsGranted':
          for (const item of data.items as GrantedItem[]) granted.set(`${event.streamId} ${item.storage_id}`, item);
          break;
        case 'ItemsExtractionRequested':
          for (const item of data.items as { storage_id: string; bill_id: string }[]) {
            const known = bill(item.bill_id);
            if (known.left) failures.add(`${where}: bill ${item.bill_id} already requested at ${known.left.where}`);
            else known.left = { streamId: event.streamId, storageId: item.storage_id, where };
          }
          break;
        case 'ItemExtracted':
        case 'ItemReturned': {
          const step = { streamId: event.streamId, storageId: String(data.storage_id), where };
          const known = bill(String(data.bill_id));
          (event.type === 'ItemExtracted' ? known.extracted : known.returned).push(step);
          break;
        }
      }
    };
    await scanEvents(
      tx,
      ['DeliveryRequested', 'DeliveryCompleted', 'DeliveryFailed'],
      visit,
      `e.stream_id LIKE 'delivery-%'`,
    );
    await scanEvents(tx, PLAYER_TYPES, visit, `e.stream_id LIKE 'player-%'`);
    // The process's own schedule (not a projection): a bill not done (or not taken on yet) is still being worked.
    const billsTable = await liveTable(tx, 'delivery_bills');
    const schedule = await liveTable(tx, 'delivery_schedule');
    const { rows } =
      billsTable && schedule
        ? await tx.query<{ bill_id: string }>(
            `SELECT b.bill_id::text AS bill_id FROM ${billsTable} b LEFT JOIN ${schedule} s USING (bill_id)
              WHERE NOT coalesce(s.done, false)`,
          )
        : { rows: [] };
    const open = new Set(rows.map((row) => row.bill_id));

    let requested = 0;
    let settled = 0;
    let pending = 0;
    for (const [billId, { requested: request, outcome, left, extracted, returned }] of bills) {
      if (!request) {
        if (!left) {
          for (const step of [...extracted, ...returned])
            failures.add(`${step.where}: item ${step.storageId} moved by bill ${billId}, which does not exist`);
        } else {
          pending++;
          for (const step of [...extracted, ...returned])
            failures.add(`${step.where}: item ${step.storageId} moved by bill ${billId}, never opened`);
        }
        continue;
      }
      requested++;
      const { player_id: playerId, storage_id: storageId, item } = request.data;
      const player = `player-${playerId}`;
      if (!left) failures.add(`${request.where}: bill for item ${storageId}, which never left ${player}'s backpack`);
      else if (left.streamId !== player || left.storageId !== storageId) {
        failures.add(
          `${request.where}: bill for ${player} item ${storageId}, but ${left.streamId} sent item ${left.storageId} (${left.where})`,
        );
      }
      const held = granted.get(`${player} ${storageId}`);
      if (!held) failures.add(`${request.where}: item ${storageId} was never granted to ${player}`);
      else if (held.item_id !== item.item_id || held.value !== item.value) {
        failures.add(
          `${request.where}: bills item ${item.item_id} worth ${item.value}, granted as ${held.item_id} worth ${held.value}`,
        );
      }
      const steps = [
        ['left the platform', outcome?.kind === 'completed' ? 1 : 0, extracted],
        ['came back', outcome?.kind === 'failed' ? 1 : 0, returned],
      ] as const;
      for (const [what, due, found] of steps) {
        for (const step of found) {
          if (step.streamId !== player || step.storageId !== storageId)
            failures.add(
              `${step.where}: item ${step.storageId} of ${step.streamId} ${what} by bill ${billId} of ${player}`,
            );
        }
        for (const extra of found.slice(due)) {
          failures.add(
            `${extra.where}: item ${storageId} ${what} ${due === 0 ? `though bill ${billId} is ${outcome?.kind ?? 'open'}` : 'twice'}`,
          );
        }
        if (due === 1 && found.length === 0) {
          if (open.has(billId)) pending++;
          else
            failures.add(`${outcome!.where}: bill ${billId} is ${outcome!.kind}, but item ${storageId} never ${what}`);
        }
      }
      if (outcome) settled++;
    }

    return [
      `${requested} bills reconciled with the items that left the backpack (same item, same value); ${settled} settled bills with their item extracted or returned exactly once; ${pending} pending (the delivery process has not got there yet)`,
    ];
  },
);
