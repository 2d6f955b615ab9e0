// The ledger's read models in one list: their migrations (run at start) and their projections
// (applied inline with every append, replayed by the audit into scratch copies of the tables).
import type { Migration, Projection } from '@lootledger/event-store';
import { ACCOUNT_STATUS_DDL, AccountStatusProjection } from '../get-account-status/account-status.projection';
import { BALANCES_DDL, BALANCES_VIP_DDL, BalanceProjection } from '../get-player-balance/balance.projection';
import { CHANGE_RECORDS_DDL, ChangeRecordsProjection } from '../get-change-records/change-records.projection';
import { JOURNAL_DDL, JournalProjection } from '../get-journal-totals/journal.projection';
import { SEED_PAIRS_DDL, SeedPairsProjection } from '../get-seed-pairs/seed-pairs.projection';
import { STORAGE_DDL, StorageProjection } from '../get-storage/storage.projection';

export interface LedgerReadModel {
  /** The table the projection writes (unqualified: it follows the search_path). */
  table: string;
  /** Columns that identify a row (the stream key) and the columns compared by the audit. */
  key: readonly string[];
  columns: readonly string[];
  projection: Projection;
  /** The same projection for a rebuild into emptied tables (see rebuildLedgerReadModels). */
  rebuildProjection: Projection;
  /** Whether rebuildProjection upserts (needs the primary key while it runs) or only inserts. */
  rebuildUpserts: boolean;
}

export const LEDGER_READ_MODELS: readonly LedgerReadModel[] = [
  {
    table: 'ledger_balances',
    key: ['player_id'],
    columns: ['balance', 'stream_version', 'updated_at', 'vip_level', 'vip_version'],
    projection: new BalanceProjection(),
    rebuildProjection: new BalanceProjection(),
    rebuildUpserts: true,
  },
  {
    table: 'ledger_change_records',
    key: ['stream_id', 'stream_version'],
    columns: ['id', 'player_id', 'created_at', 'type', 'change_type', 'bean', 'final_bean', 'reference'],
    projection: new ChangeRecordsProjection(),
    rebuildProjection: new ChangeRecordsProjection({ freshTables: true }),
    rebuildUpserts: false,
  },
  {
    table: 'ledger_journal',
    key: ['stream_id', 'stream_version', 'leg'],
    columns: ['event_id', 'account', 'amount', 'created_at'],
    projection: new JournalProjection(),
    rebuildProjection: new JournalProjection({ freshTables: true }),
    rebuildUpserts: false,
  },
  {
    table: 'ledger_storage',
    key: ['id'],
    columns: [
      'player_id',
      'item_id',
      'name_zh',
      'name_en',
      'hash_name',
      'cover',
      'value',
      'lv',
      'dura',
      'source',
      'source_id',
      'status',
      'bill_id',
      'back_message',
      'created_at',
      'updated_at',
      'stream_id',
      'stream_version',
    ],
    projection: new StorageProjection(),
    rebuildProjection: new StorageProjection(),
    rebuildUpserts: true,
  },
  {
    table: 'ledger_seed_pairs',
    key: ['pair_id'],
    columns: [
      'player_id',
      'server_seed_hash',
      'client_seed',
      'server_seed',
      'nonce',
      'committed_at',
      'revealed_at',
      'stream_version',
    ],
    projection: new SeedPairsProjection(),
    rebuildProjection: new SeedPairsProjection(),
    rebuildUpserts: true,
  },
  {
    table: 'ledger_account_status',
    key: ['player_id'],
    columns: ['frozen', 'reason', 'changed_by', 'changed_at', 'stream_version'],
    projection: new AccountStatusProjection(),
    rebuildProjection: new AccountStatusProjection(),
    rebuildUpserts: true,
  },
];

export const LEDGER_PROJECTIONS: readonly Projection[] = LEDGER_READ_MODELS.map((model) => model.projection);

export const LEDGER_MIGRATIONS: readonly Migration[] = [
  { id: 'ledger-001-balances', sql: BALANCES_DDL },
  { id: 'ledger-002-change-records', sql: CHANGE_RECORDS_DDL },
  { id: 'ledger-003-journal', sql: JOURNAL_DDL },
  { id: 'ledger-004-storage', sql: STORAGE_DDL },
  { id: 'ledger-005-seed-pairs', sql: SEED_PAIRS_DDL },
  { id: 'ledger-006-balances-vip', sql: BALANCES_VIP_DDL },
  { id: 'ledger-007-account-status', sql: ACCOUNT_STATUS_DDL },
];
