// The upgrade's registration: its fact on the player stream (UpgradeAttempted, spending one nonce),
// its read model of attempts (inline: the history follows the attempt at once), and the audit's
// re-check of prices, payments, grants and draws.
import { PLAYER_ACCOUNT } from '../../ledger';
import { defineReadModel, type EventSourcedFeature } from '../../platform/event-sourcing';
import { upgradesCheck } from './audit/upgrades.check';
import { UPGRADE_ATTEMPTED_ON_PLAYER_ACCOUNTS } from './domain/upgrade-attempted.event';
import { UPGRADE_COLUMNS, UPGRADES_DDL, UpgradesProjection } from './upgrades/upgrades.projection';

export const UPGRADES_READ_MODEL = defineReadModel({
  name: 'games.upgrades',
  table: 'games_upgrades',
  key: ['upgrade_id'],
  columns: UPGRADE_COLUMNS,
  stream: { column: 'player_id', prefix: 'player-' },
  migrations: [{ id: 'games-011-upgrades', sql: UPGRADES_DDL }],
  projection: new UpgradesProjection(),
  feed: { inline: [PLAYER_ACCOUNT] },
});

export const UPGRADE_FEATURE: EventSourcedFeature = {
  name: 'games.upgrade',
  extensions: [UPGRADE_ATTEMPTED_ON_PLAYER_ACCOUNTS],
  readModels: [UPGRADES_READ_MODEL],
  auditChecks: [upgradesCheck],
};
