// Answers GetReferralCommissionsQuery from the change records read model: both sums walk the
// (stream_id, change_type, stream_version) index; an invitee's share joins the referrer's commissions
// to the invitee's recharges by their shared reference (the order id).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ChangeType } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { playerStreamId } from '../domain/player-account.events';
import { GetReferralCommissionsQuery, type ReferralCommissionsView } from './get-referral-commissions.query';

@QueryHandler(GetReferralCommissionsQuery)
export class GetReferralCommissionsHandler implements IQueryHandler<
  GetReferralCommissionsQuery,
  ReferralCommissionsView
> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ referrerId, inviteeIds }: GetReferralCommissionsQuery): Promise<ReferralCommissionsView> {
    const referrer = playerStreamId(referrerId);
    const [total, shares] = await Promise.all([
      this.sql.query<{ total: string }>(
        `SELECT coalesce(sum(bean), 0)::text AS total FROM ledger_change_records
          WHERE stream_id = $1 AND change_type = $2`,
        [referrer, ChangeType.REFERRAL_COMMISSION],
      ),
      inviteeIds.length === 0
        ? Promise.resolve({ rows: [] as { invitee: string; total: string }[] })
        : this.sql.query<{ invitee: string; total: string }>(
            `SELECT r.player_id AS invitee, sum(c.bean)::text AS total
               FROM ledger_change_records c
               JOIN ledger_change_records r
                 ON r.reference = c.reference AND r.stream_id = ANY($3::text[]) AND r.change_type = $4
              WHERE c.stream_id = $1 AND c.change_type = $2
              GROUP BY r.player_id`,
            [referrer, ChangeType.REFERRAL_COMMISSION, inviteeIds.map(playerStreamId), ChangeType.RECHARGE],
          ),
    ]);
    const byInvitee = new Map<string, bigint>(inviteeIds.map((id) => [id, 0n]));
    for (const row of shares.rows) byInvitee.set(row.invitee, BigInt(row.total));
    return { total: BigInt(total.rows[0].total), byInvitee };
  }
}
