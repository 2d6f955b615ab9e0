// The identity_players table: reads and writes of player accounts, inside a transaction when given.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { PlayerLanguage } from '../domain/player-profile-rules';
import type {
  StaffPlayerListRequest,
  StaffPlayerSortField,
} from '../list-players-for-staff/list-players-for-staff.query';
import { SqlConditions, selectPage } from '../../platform/database/sql-list';

export interface PlayerAccount {
  id: string;
  /** null for an account signed up through Steam until it binds a mobile (bind_mobile). */
  areaCode: string | null;
  mobile: string | null;
  /** null until a password is set (a Steam account; reset_password sets one once a mobile is bound). */
  passwordHash: string | null;
  name: string;
  avatar: string | null;
  inviteCode: string;
  inviterId: string | null;
  steamUrl: string | null;
  steamId: string | null;
  lang: PlayerLanguage;
  createdAt: Date;
  /** When the player chose their own invite code (once); null while it is the generated one. */
  inviteCodeSetAt: Date | null;
}

interface PlayerRow {
  id: string;
  area_code: string | null;
  mobile: string | null;
  password_hash: string | null;
  name: string;
  avatar: string | null;
  invite_code: string;
  inviter_id: string | null;
  steam_url: string | null;
  steam_id: string | null;
  lang: PlayerLanguage;
  created_at: unknown;
  invite_code_set_at: unknown;
}

const COLUMNS = `id, area_code, mobile, password_hash, name, avatar, invite_code, inviter_id, steam_url, steam_id, lang, created_at,
  invite_code_set_at`;

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function toAccount(row: PlayerRow): PlayerAccount {
  return {
    id: row.id,
    areaCode: row.area_code,
    mobile: row.mobile,
    passwordHash: row.password_hash,
    name: row.name,
    avatar: row.avatar,
    inviteCode: row.invite_code,
    inviterId: row.inviter_id,
    steamUrl: row.steam_url,
    steamId: row.steam_id,
    lang: row.lang,
    createdAt: toDate(row.created_at),
    inviteCodeSetAt: row.invite_code_set_at == null ? null : toDate(row.invite_code_set_at),
  };
}

export type ProfileChange = Partial<
  Pick<PlayerAccount, 'name' | 'avatar' | 'steamUrl' | 'steamId' | 'lang' | 'passwordHash'>
>;

const CHANGE_COLUMNS: Record<keyof ProfileChange, string> = {
  name: 'name',
  avatar: 'avatar',
  steamUrl: 'steam_url',
  steamId: 'steam_id',
  lang: 'lang',
  passwordHash: 'password_hash',
};

const STAFF_SORT_COLUMN: Record<StaffPlayerSortField, string> = {
  id: 'id',
  created_at: 'created_at',
  name: 'name',
};

/** Postgres unique_violation on an invite code: another player holds (or just claimed) it. */
export function isInviteCodeTakenViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') return false;
  const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  return where.includes('invite_code');
}

/** Postgres unique_violation on the (area_code, mobile) key: someone registered the mobile first. */
export function isMobileTakenViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') return false;
  const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  return where.includes('area_code_mobile');
}

@Injectable()
export class PlayerAccountRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async findById(id: string, db: SqlExecutor = this.sql, forUpdate = false): Promise<PlayerAccount | undefined> {
    const { rows } = await db.query<PlayerRow>(
      `SELECT ${COLUMNS} FROM identity_players WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] && toAccount(rows[0]);
  }

  async findByIds(ids: readonly string[], db: SqlExecutor = this.sql): Promise<PlayerAccount[]> {
    if (ids.length === 0) return [];
    const { rows } = await db.query<PlayerRow>(`SELECT ${COLUMNS} FROM identity_players WHERE id = ANY($1::text[])`, [
      ids,
    ]);
    return rows.map(toAccount);
  }

  async findByMobile(areaCode: string, mobile: string, db: SqlExecutor = this.sql): Promise<PlayerAccount | undefined> {
    const { rows } = await db.query<PlayerRow>(
      `SELECT ${COLUMNS} FROM identity_players WHERE area_code = $1 AND mobile = $2`,
      [areaCode, mobile],
    );
    return rows[0] && toAccount(rows[0]);
  }

  async inviteeIds(inviterId: string): Promise<string[]> {
    const { rows } = await this.sql.query<{ id: string }>(
      `SELECT id FROM identity_players WHERE inviter_id = $1 ORDER BY created_at, id`,
      [inviterId],
    );
    return rows.map((row) => row.id);
  }

  /** The holder of an invite code: its current one, or one it had before (links keep working). */
  async findByInviteCode(inviteCode: string, db: SqlExecutor = this.sql): Promise<PlayerAccount | undefined> {
    const { rows } = await db.query<PlayerRow>(
      `SELECT ${COLUMNS} FROM identity_players
        WHERE id = (SELECT player_id FROM identity_invite_codes WHERE code = upper($1))`,
      [inviteCode],
    );
    return rows[0] && toAccount(rows[0]);
  }

  /** Whether anyone has or had this code (case-insensitive). */
  async inviteCodeExists(inviteCode: string, db: SqlExecutor = this.sql): Promise<boolean> {
    const { rows } = await db.query(`SELECT 1 FROM identity_invite_codes WHERE code = upper($1)`, [inviteCode]);
    return rows.length > 0;
  }

  /**
   * The player's own code, chosen once (the table's trigger claims it: a code someone else holds,
   * even one claimed a moment ago by a racing transaction, raises unique_violation).
   */
  async setInviteCode(id: string, inviteCode: string, now: Date, db: SqlExecutor = this.sql): Promise<void> {
    await db.query(
      `UPDATE identity_players SET invite_code = $2, invite_code_set_at = $3, updated_at = $3 WHERE id = $1`,
      [id, inviteCode, now],
    );
  }

  /** The player's inviter, that one's inviter, ... (bounded: chains are short, cycles are refused). */
  async inviterChain(id: string, db: SqlExecutor = this.sql): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>(
      `WITH RECURSIVE chain (id, depth) AS (
         SELECT inviter_id, 1 FROM identity_players WHERE id = $1 AND inviter_id IS NOT NULL
         UNION ALL
         SELECT p.inviter_id, c.depth + 1 FROM identity_players p JOIN chain c ON p.id = c.id
          WHERE p.inviter_id IS NOT NULL AND c.depth < 100
       )
       SELECT id FROM chain`,
      [id],
    );
    return rows.map((row) => row.id);
  }

  async insert(
    account: Omit<PlayerAccount, 'createdAt' | 'inviteCodeSetAt'>,
    now: Date,
    db: SqlExecutor = this.sql,
  ): Promise<void> {
    await db.query(
      `INSERT INTO identity_players (id, area_code, mobile, password_hash, name, avatar, invite_code, inviter_id,
                                     steam_url, steam_id, lang, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
      [
        account.id,
        account.areaCode,
        account.mobile,
        account.passwordHash,
        account.name,
        account.avatar,
        account.inviteCode,
        account.inviterId,
        account.steamUrl,
        account.steamId,
        account.lang,
        now,
      ],
    );
  }

  async update(id: string, change: ProfileChange, now: Date, db: SqlExecutor = this.sql): Promise<void> {
    const entries = (Object.keys(change) as (keyof ProfileChange)[]).filter((key) => change[key] !== undefined);
    if (entries.length === 0) return;
    const sets = entries.map((key, index) => `${CHANGE_COLUMNS[key]} = $${index + 3}`);
    await db.query(`UPDATE identity_players SET updated_at = $2, ${sets.join(', ')} WHERE id = $1`, [
      id,
      now,
      ...entries.map((key) => change[key]),
    ]);
  }

  /** A page of players for staff (filters ANDed) and how many match in all. */
  async listForStaff(request: StaffPlayerListRequest): Promise<{ accounts: PlayerAccount[]; total: number }> {
    const { filter } = request;
    const conditions = new SqlConditions()
      .add(
        filter.q?.trim() || undefined,
        (q) =>
          `(id = ${q} OR lower(invite_code) = lower(${q}) OR position(${q} in mobile) > 0 ` +
          `OR position(lower(${q}) in lower(name)) > 0)`,
      )
      .add(filter.ids && [...filter.ids], (ids) => `id = ANY(${ids}::text[])`)
      .add(filter.withinIds && [...filter.withinIds], (ids) => `id = ANY(${ids}::text[])`)
      .add(
        filter.excludingIds?.length ? [...filter.excludingIds] : undefined,
        (ids) => `NOT (id = ANY(${ids}::text[]))`,
      )
      .add(filter.inviterId, (inviter) => `inviter_id = ${inviter}`)
      .add(filter.registeredFrom?.toISOString(), (from) => `created_at >= ${from}`)
      .add(filter.registeredTo?.toISOString(), (to) => `created_at <= ${to}`);
    const order = request.sort.order === 'ASC' ? 'ASC' : 'DESC';
    const { rows, total } = await selectPage<PlayerRow>(this.sql, {
      select: COLUMNS,
      from: 'identity_players',
      conditions,
      orderBy: `${STAFF_SORT_COLUMN[request.sort.field]} ${order}, id ${order}`,
      limit: request.limit,
      offset: request.offset,
    });
    return { accounts: rows.map(toAccount), total };
  }

  /**
   * When each player last signed in: their newest session (registration, a password or SMS login;
   * a refresh continues a session and does not count). Players who never did are absent.
   */
  async lastSignIns(ids: readonly string[]): Promise<Map<string, Date>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.sql.query<{ player_id: string; at: unknown }>(
      `SELECT p.id AS player_id, s.created_at AS at
         FROM unnest($1::text[]) AS p(id)
         CROSS JOIN LATERAL (
           SELECT created_at FROM identity_sessions WHERE player_id = p.id ORDER BY created_at DESC LIMIT 1
         ) s`,
      [[...ids]],
    );
    return new Map(rows.map((row) => [row.player_id, row.at instanceof Date ? row.at : new Date(String(row.at))]));
  }

  /** The account a Steam id is bound to. */
  async findBySteamId(steamId: string, db: SqlExecutor = this.sql): Promise<PlayerAccount | undefined> {
    const { rows } = await db.query<PlayerRow>(
      `SELECT ${COLUMNS} FROM identity_players
        WHERE id = (SELECT player_id FROM identity_steam_accounts WHERE steam_id = $1)`,
      [steamId],
    );
    return rows[0] && toAccount(rows[0]);
  }

  /** The Steam id bound to an account (by Steam sign-in or binding), if any. */
  async boundSteamId(playerId: string, db: SqlExecutor = this.sql): Promise<string | undefined> {
    const { rows } = await db.query<{ steam_id: string }>(
      `SELECT steam_id FROM identity_steam_accounts WHERE player_id = $1`,
      [playerId],
    );
    return rows[0]?.steam_id;
  }

  /**
   * Binds a Steam id to an account (one each way); its steam_id follows, its trade URL stays.
   * 'account_bound' / 'steam_id_taken' when either side is taken; 'trade_url_of_other_account' when
   * the saved trade URL sends items to another Steam account (refused: nothing is dropped).
   */
  async bindSteam(
    playerId: string,
    steamId: string,
    now: Date,
    db: SqlExecutor = this.sql,
  ): Promise<'bound' | 'account_bound' | 'steam_id_taken' | 'trade_url_of_other_account'> {
    // The player's row first, locked: a trade URL saved meanwhile would change the answer.
    const player = await db.query<{ steam_id: string | null; steam_url: string | null }>(
      `SELECT steam_id, steam_url FROM identity_players WHERE id = $1 FOR UPDATE`,
      [playerId],
    );
    const saved = player.rows[0];
    if (saved && saved.steam_url !== null && saved.steam_id !== steamId) return 'trade_url_of_other_account';
    const { rows } = await db.query<{ steam_id: string; player_id: string }>(
      `SELECT steam_id, player_id FROM identity_steam_accounts WHERE player_id = $1 OR steam_id = $2 FOR UPDATE`,
      [playerId, steamId],
    );
    if (rows.some((row) => row.player_id === playerId)) return 'account_bound';
    if (rows.length > 0) return 'steam_id_taken';
    const inserted = await db.query(
      `INSERT INTO identity_steam_accounts (steam_id, player_id, bound_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [steamId, playerId, now],
    );
    if (inserted.rowCount !== 1) return 'steam_id_taken';
    await db.query(`UPDATE identity_players SET steam_id = $2, updated_at = $3 WHERE id = $1`, [
      playerId,
      steamId,
      now,
    ]);
    return 'bound';
  }

  /** Sets the mobile of an account that has none; false when it has one (or another request set it first). */
  async bindMobile(
    id: string,
    areaCode: string,
    mobile: string,
    now: Date,
    db: SqlExecutor = this.sql,
  ): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE identity_players SET area_code = $2, mobile = $3, updated_at = $4 WHERE id = $1 AND mobile IS NULL`,
      [id, areaCode, mobile, now],
    );
    return rowCount === 1;
  }

  /** Binds the inviter only if none is bound yet; false when another request bound one first. */
  async bindInviter(id: string, inviterId: string, now: Date, db: SqlExecutor = this.sql): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE identity_players SET inviter_id = $2, updated_at = $3 WHERE id = $1 AND inviter_id IS NULL`,
      [id, inviterId, now],
    );
    return rowCount === 1;
  }
}
