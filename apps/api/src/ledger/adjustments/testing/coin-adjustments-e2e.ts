// For e2e tests of manual coin adjustments: staff requests, approvals and rejections over the admin
// API, a player with a starting balance, and what the ledger and the adjustment's stream then hold.
//   const { adjust, approve } = coinAdjustmentsOf(() => app, () => finance);
import { randomUUID } from 'node:crypto';
import { ChangeType, parseAmount } from '@lootledger/contracts';
import type { EventStore } from '@lootledger/event-store';
import { topUp, type GamesTestApp } from '../../../games/testing';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { EVENT_STORE } from '../../../platform/database/event-store.provider';
import type { TestStaff } from '../../../staff/testing';
import { adjustmentStreamId } from '../domain/coin-adjustment';

export type Staff = TestStaff & { token: string };

export interface Adjustment {
  id: string;
  player_id: string;
  direction: string;
  amount: string;
  reason: string;
  status: string;
  approval_required: boolean;
  requested_by: string;
  requested_by_email: string | null;
  approved_by: string | null;
  rejected_by: string | null;
  rejection_reason: string | null;
  balance_after: string | null;
  failure: string | null;
}

/** The helpers on the app `appOf` gives once started; change records are read as `readerOf`. */
export function coinAdjustmentsOf(appOf: () => GamesTestApp, readerOf: () => Staff) {
  async function aPlayerWith(bean: string): Promise<TestPlayer> {
    const player = await aPlayer(appOf().client).register();
    if (parseAmount(bean)! > 0n) await topUp(appOf(), player.id, bean);
    return player;
  }

  const balance = async (player: TestPlayer) =>
    (await appOf().client.get<{ bean: string }>('/api/me', { token: player.token })).body.data.bean;

  const adjust = (
    staff: Staff,
    player: TestPlayer,
    direction: string,
    amount: string,
    reason = `ticket ${randomUUID().slice(0, 8)}`,
  ) =>
    appOf().client.post<Adjustment>(
      '/admin/api/coin-adjustments',
      { player_id: player.id, direction, amount, reason },
      { token: staff.token },
    );
  const approve = (staff: Staff, id: string) =>
    appOf().client.post<Adjustment>(`/admin/api/coin-adjustments/${id}/approve`, {}, { token: staff.token });
  const reject = (staff: Staff, id: string, reason: unknown) =>
    appOf().client.post<Adjustment>(`/admin/api/coin-adjustments/${id}/reject`, { reason }, { token: staff.token });

  async function staffAdjustmentRecords(player: TestPlayer, reference: string) {
    const filter = encodeURIComponent(
      JSON.stringify({ player_id: player.id, change_type: ChangeType.STAFF_ADJUSTMENT, reference }),
    );
    const result = await appOf().client.get<
      { bean: string; final_bean: string; actor_type: string; actor_id: string; counter_account: string }[]
    >(`/admin/api/change-records?filter=${filter}`, { token: readerOf().token });
    return result.body.data;
  }

  async function adjustmentEventTypes(id: string): Promise<string[]> {
    return (await appOf().app.get<EventStore>(EVENT_STORE).readStream(adjustmentStreamId(id))).map(
      (event) => event.type,
    );
  }

  return { aPlayerWith, balance, adjust, approve, reject, staffAdjustmentRecords, adjustmentEventTypes };
}
