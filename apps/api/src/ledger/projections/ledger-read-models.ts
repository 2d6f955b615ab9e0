// The ledger's read models, registered once (LEDGER_FEATURE): each is projected inline with every
// append to a player account (responses read their own writes; the journal with every settlement
// between counter-accounts too), created by its migrations at start, and rebuilt and compared by the
// audit.
import { defineReadModel, type EventSourcedFeature, type ReadModel } from '../../platform/event-sourcing';
import { COUNTER_ACCOUNTS } from '../domain/counter-accounts';
import { PLAYER_ACCOUNT } from '../domain/player-account.stream';
import { ACCOUNT_STATUS_DDL, AccountStatusProjection } from '../get-account-status/account-status.projection';
import { BALANCES_DDL, BALANCES_VIP_DDL, BalanceProjection } from '../get-player-balance/balance.projection';
import { CHANGE_RECORDS_DDL, ChangeRecordsProjection } from '../get-change-records/change-records.projection';
import {
  JOURNAL_DDL,
  JOURNAL_DROP_ACCOUNT_INDEX_DDL,
  JournalProjection,
} from '../get-journal-totals/journal.projection';
import { SEED_PAIRS_DDL, SeedPairsProjection } from '../get-seed-pairs/seed-pairs.projection';
import { STORAGE_DDL, StorageProjection } from '../get-storage/storage.projection';
import { TOP_UP_REQUESTED_ON_PLAYER_ACCOUNTS } from '../domain/top-up-requested.event';

const onPlayerAccounts = { inline: [PLAYER_ACCOUNT] };
const byPlayer = { column: 'player_id', prefix: PLAYER_ACCOUNT.prefix };

export const LEDGER_READ_MODELS: readonly ReadModel[] = [
  defineReadModel({
    name: 'ledger.balances',
    table: 'ledger_balances',
    key: ['player_id'],
    columns: ['balance', 'stream_version', 'updated_at', 'vip_level', 'vip_version'],
    stream: byPlayer,
    versionColumn: 'stream_version',
    migrations: [
      { id: 'ledger-001-balances', sql: BALANCES_DDL },
      { id: 'ledger-006-balances-vip', sql: BALANCES_VIP_DDL },
    ],
    projection: new BalanceProjection(),
    rebuild: { projection: new BalanceProjection(), upserts: true },
    feed: onPlayerAccounts,
  }),
  defineReadModel({
    name: 'ledger.change-records',
    table: 'ledger_change_records',
    key: ['stream_id', 'stream_version'],
    columns: ['id', 'player_id', 'created_at', 'type', 'change_type', 'bean', 'final_bean', 'reference'],
    stream: { column: 'stream_id' },
    versionColumn: 'stream_version',
    migrations: [{ id: 'ledger-002-change-records', sql: CHANGE_RECORDS_DDL }],
    projection: new ChangeRecordsProjection(),
    rebuild: { projection: new ChangeRecordsProjection({ freshTables: true }), upserts: false },
    feed: onPlayerAccounts,
  }),
  defineReadModel({
    name: 'ledger.journal',
    table: 'ledger_journal',
    key: ['stream_id', 'stream_version', 'leg'],
    columns: ['event_id', 'account', 'amount', 'created_at'],
    stream: { column: 'stream_id' },
    versionColumn: 'stream_version',
    migrations: [
      { id: 'ledger-003-journal', sql: JOURNAL_DDL },
      { id: 'ledger-008-journal-no-account-index', sql: JOURNAL_DROP_ACCOUNT_INDEX_DDL },
    ],
    projection: new JournalProjection(),
    rebuild: { projection: new JournalProjection({ freshTables: true }), upserts: false },
    feed: { inline: [PLAYER_ACCOUNT, COUNTER_ACCOUNTS] },
  }),
  defineReadModel({
    name: 'ledger.storage',
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
    stream: { column: 'stream_id' },
    versionColumn: 'stream_version',
    migrations: [{ id: 'ledger-004-storage', sql: STORAGE_DDL }],
    projection: new StorageProjection(),
    rebuild: { projection: new StorageProjection(), upserts: true },
    feed: onPlayerAccounts,
  }),
  defineReadModel({
    name: 'ledger.seed-pairs',
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
    stream: byPlayer,
    versionColumn: 'stream_version',
    migrations: [{ id: 'ledger-005-seed-pairs', sql: SEED_PAIRS_DDL }],
    projection: new SeedPairsProjection(),
    rebuild: { projection: new SeedPairsProjection(), upserts: true },
    feed: onPlayerAccounts,
  }),
  defineReadModel({
    name: 'ledger.account-status',
    table: 'ledger_account_status',
    key: ['player_id'],
    columns: ['frozen', 'reason', 'changed_by', 'changed_at', 'stream_version'],
    stream: byPlayer,
    versionColumn: 'stream_version',
    migrations: [{ id: 'ledger-007-account-status', sql: ACCOUNT_STATUS_DDL }],
    projection: new AccountStatusProjection(),
    rebuild: { projection: new AccountStatusProjection(), upserts: true },
    feed: onPlayerAccounts,
  }),
];

/**
 * What the ledger brings to the log: the player account stream kind, the settlements between
 * counter-accounts (`house-{source}`), and their read models.
 */
export const LEDGER_FEATURE: EventSourcedFeature = {
  name: 'ledger',
  streams: [PLAYER_ACCOUNT, COUNTER_ACCOUNTS],
  extensions: [TOP_UP_REQUESTED_ON_PLAYER_ACCOUNTS],
  readModels: LEDGER_READ_MODELS,
};
