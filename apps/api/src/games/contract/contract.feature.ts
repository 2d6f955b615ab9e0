// The contract game's registration: its fact on the player stream (ContractSigned), its read model
// of contracts (inline: a response and the history after it agree), and the audit's re-check of
// every contract's pool and draw.
import { PLAYER_ACCOUNT } from '../../ledger';
import { defineReadModel, type EventSourcedFeature } from '../../platform/event-sourcing';
import { contractsCheck } from './audit/contracts.check';
import { CONTRACTS_DDL, ContractsProjection } from './contracts/contracts.projection';
import { CONTRACT_SIGNED_ON_PLAYER_ACCOUNTS } from './domain/contract-signed.event';

export const CONTRACTS_READ_MODEL = defineReadModel({
  name: 'games.contracts',
  table: 'games_contracts',
  key: ['contract_id'],
  columns: [
    'player_id',
    'inputs',
    'inputs_total',
    'rtp_bp',
    'band_min_bp',
    'band_max_bp',
    'candidates',
    'pool',
    'expected',
    'pair_id',
    'server_seed_hash',
    'client_seed',
    'nonce',
    'cursor',
    'ticket',
    'item_id',
    'item_value',
    'item',
    'storage_id',
    'created_at',
  ],
  stream: { column: 'player_id', prefix: 'player-' },
  versionColumn: 'stream_version',
  migrations: [{ id: 'games-contract-002-contracts', sql: CONTRACTS_DDL }],
  projection: new ContractsProjection(),
  feed: { inline: [PLAYER_ACCOUNT] },
});

export const CONTRACT_FEATURE: EventSourcedFeature = {
  name: 'games.contract',
  extensions: [CONTRACT_SIGNED_ON_PLAYER_ACCOUNTS],
  readModels: [CONTRACTS_READ_MODEL],
  auditChecks: [contractsCheck],
};
