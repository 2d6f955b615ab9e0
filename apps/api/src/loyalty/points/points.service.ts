// Commands on points accounts (the stream runner of the points kind) and their reads.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import {
  EventSourcing,
  type CommandContext,
  type CommandResult,
  type StreamRunner,
} from '../../platform/event-sourcing';
import { earnPoints, POINTS, spendPoints, type PointsState } from './points';
import type { PointsMovementColumns } from './points-movements.projection';

export interface PointsMovementRow {
  version: number;
  amount: bigint;
  balanceAfter: bigint;
  kind: string;
  reference: string;
  changeType: number | null;
  at: Date;
}

@Injectable()
export class PointsService {
  private readonly runner: StreamRunner<PointsState>;

  constructor(
    eventSourcing: EventSourcing,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {
    this.runner = eventSourcing.runner(POINTS);
  }

  async balance(playerId: string): Promise<bigint> {
    return (await this.runner.load(playerId)).state.balance;
  }

  /** Spends under a key: a repeat of the key spends nothing twice. Refuses 422 INSUFFICIENT_POINTS. */
  spend(
    playerId: string,
    key: string,
    amount: bigint,
    reference: string,
    context: CommandContext,
  ): Promise<CommandResult<PointsState>> {
    return this.runner.execute(playerId, key, (state) => spendPoints(state, { amount, reference }), context);
  }

  earn(
    playerId: string,
    key: string,
    request: Parameters<typeof earnPoints>[1],
    context: CommandContext,
  ): Promise<CommandResult<PointsState>> {
    return this.runner.execute(playerId, key, (state) => earnPoints(state, request), context);
  }

  async movements(
    playerId: string,
    page: number,
    perPage: number,
  ): Promise<{ rows: PointsMovementRow[]; total: number }> {
    const [{ rows }, count] = await Promise.all([
      this.sql.query<PointsMovementColumns>(
        `SELECT stream_version, amount, balance_after, kind, reference, change_type, created_at
           FROM loyalty_points_movements WHERE player_id = $1 ORDER BY stream_version DESC LIMIT $2 OFFSET $3`,
        [playerId, perPage, (page - 1) * perPage],
      ),
      this.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM loyalty_points_movements WHERE player_id = $1`, [
        playerId,
      ]),
    ]);
    return {
      rows: rows.map((row) => ({
        version: Number(row.stream_version),
        amount: BigInt(row.amount),
        balanceAfter: BigInt(row.balance_after),
        kind: row.kind,
        reference: row.reference,
        changeType: row.change_type === null ? null : Number(row.change_type),
        at: new Date(row.created_at),
      })),
      total: Number(count.rows[0]?.n ?? 0),
    };
  }
}
