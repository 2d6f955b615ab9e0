// Responsible gaming's registration: its facts on the player stream (extensions of the ledger's
// player account kind), the inline read model of each player's rules, and the audit's check that
// nobody played or topped up while excluded and no top-up passed a limit.
import { PLAYER_ACCOUNT } from '../ledger';
import { defineReadModel, type EventSourcedFeature } from '../platform/event-sourcing';
import { exclusionRespectedCheck } from './audit/exclusion-respected.check';
import {
  DEPOSIT_LIMIT_SET_ON_PLAYER_ACCOUNTS,
  EXCLUSION_STARTED_ON_PLAYER_ACCOUNTS,
  HELD_TO_THE_RULES,
  SESSION_REMINDER_SET_ON_PLAYER_ACCOUNTS,
} from './domain/responsible-gaming.guard';
import { PLAYER_RULES_DDL, PLAYER_RULES_TABLE, PlayerRulesProjection } from './player-rules/player-rules.projection';

export const PLAYER_RULES_READ_MODEL = defineReadModel({
  name: 'responsible-gaming.player-rules',
  table: PLAYER_RULES_TABLE,
  key: ['player_id'],
  columns: ['state', 'excluded_until', 'excluded_permanent', 'stream_version'],
  stream: { column: 'player_id', prefix: 'player-' },
  versionColumn: 'stream_version',
  migrations: [{ id: 'responsible-gaming-001-player-rules', sql: PLAYER_RULES_DDL }],
  projection: new PlayerRulesProjection(),
  rebuild: { projection: new PlayerRulesProjection(), upserts: true },
  feed: { inline: [PLAYER_ACCOUNT] },
});

export const RESPONSIBLE_GAMING_FEATURE: EventSourcedFeature = {
  name: 'responsible-gaming',
  extensions: [
    DEPOSIT_LIMIT_SET_ON_PLAYER_ACCOUNTS,
    EXCLUSION_STARTED_ON_PLAYER_ACCOUNTS,
    SESSION_REMINDER_SET_ON_PLAYER_ACCOUNTS,
    HELD_TO_THE_RULES,
  ],
  readModels: [PLAYER_RULES_READ_MODEL],
  auditChecks: [exclusionRespectedCheck],
};
