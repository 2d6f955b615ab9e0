// The identity_steam_states table: the state a Steam round trip was started with (domain/steam-state),
// issued by GET /api/steam/login and redeemed once by the bind or sign-in it was issued for.
// check() is read-only (refusals said before the assertion is used up); redeem() is the one gate,
// a single conditional UPDATE, so of two redeems racing for a state exactly one wins.
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import {
  hashStateSecret,
  issueSteamState,
  stateOfReturnTo,
  steamStateRefusal,
  type SteamStateOwner,
  type SteamStateRecord,
  type SteamStateRefusal,
} from '../domain/steam-state';
import type { OpenIdParams } from '../domain/openid-assertion';

interface StateRow {
  state: string;
  purpose: 'handle' | 'bind';
  player_id: string | null;
  secret_hash: string | null;
  created_at: unknown;
  expires_at: unknown;
  used_at: unknown;
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function refused(reason: SteamStateRefusal): DomainError {
  return new DomainError('STEAM_STATE_INVALID', {}, { reason });
}

@Injectable()
export class SteamStateStore {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** A fresh state for whoever starts the round trip; a sign-in's secret goes back to its client only. */
  async issue(
    start: { purpose: 'bind'; playerId: string } | { purpose: 'handle' },
    now: Date,
  ): Promise<{ state: string; secret: string | null }> {
    const { record, secret } = issueSteamState(start, randomBytes(64), now);
    await this.sql.query(
      `INSERT INTO identity_steam_states (state, purpose, player_id, secret_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [record.state, record.purpose, record.playerId, record.secretHash, record.createdAt, record.expiresAt],
    );
    return { state: record.state, secret };
  }

  /** The state the assertion's return_to carries, when `owner` may redeem it now; else 422 STEAM_STATE_INVALID. */
  async check(params: OpenIdParams, owner: SteamStateOwner, now: Date): Promise<string> {
    const state = stateOfReturnTo(params['openid.return_to']);
    if (state === undefined) throw refused('missing');
    const refusal = steamStateRefusal(await this.find(state), owner, now);
    if (refusal) throw refused(refusal);
    return state;
  }

  /** Uses the state up (inside the caller's transaction); 422 STEAM_STATE_INVALID when it is no longer redeemable. */
  async redeem(state: string, owner: SteamStateOwner, now: Date, tx: SqlExecutor): Promise<void> {
    const ownerCondition = owner.purpose === 'bind' ? `player_id = $3` : `secret_hash = $3`;
    const { rows } = await tx.query<{ state: string }>(
      `UPDATE identity_steam_states SET used_at = $4
        WHERE state = $1 AND purpose = $2 AND ${ownerCondition} AND used_at IS NULL AND expires_at > $4
        RETURNING state`,
      [state, owner.purpose, owner.purpose === 'bind' ? owner.playerId : hashStateSecret(owner.secret), now],
    );
    if (rows.length !== 1) {
      throw refused(steamStateRefusal(await this.find(state, tx), owner, now) ?? 'used');
    }
  }

  private async find(state: string, db: SqlExecutor = this.sql): Promise<SteamStateRecord | undefined> {
    const { rows } = await db.query<StateRow>(
      `SELECT state, purpose, player_id, secret_hash, created_at, expires_at, used_at
         FROM identity_steam_states WHERE state = $1`,
      [state],
    );
    const row = rows[0];
    return (
      row && {
        state: row.state,
        purpose: row.purpose,
        playerId: row.player_id,
        secretHash: row.secret_hash,
        createdAt: toDate(row.created_at),
        expiresAt: toDate(row.expires_at),
        usedAt: row.used_at == null ? null : toDate(row.used_at),
      }
    );
  }
}
