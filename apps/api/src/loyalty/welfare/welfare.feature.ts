// The welfare centre's registration: its facts on the player stream (SignedIn,
// RegistrationPacketDrawn: spending nonces of the player's pair), its read models (sign-ins, and the
// recharge instants that tell a recharge month; inline on the player stream) and its audit check.
import { PLAYER_ACCOUNT } from '../../ledger';
import { defineReadModel, type EventSourcedFeature } from '../../platform/event-sourcing';
import { welfareCheck } from './audit/welfare.check';
import { REGISTRATION_PACKET_ON_PLAYER_ACCOUNTS, SIGNED_IN_ON_PLAYER_ACCOUNTS } from './domain/welfare.events';
import {
  RECHARGES_DDL,
  RechargesProjection,
  SIGN_IN_COLUMNS,
  SIGN_INS_DDL,
  SignInsProjection,
} from './sign-in/sign-ins.projection';

export const SIGN_INS_READ_MODEL = defineReadModel({
  name: 'loyalty.sign-ins',
  table: 'loyalty_sign_ins',
  key: ['player_id', 'day'],
  columns: SIGN_IN_COLUMNS,
  stream: { column: 'player_id', prefix: 'player-' },
  migrations: [{ id: 'loyalty-011-sign-ins', sql: SIGN_INS_DDL }],
  projection: new SignInsProjection(),
  feed: { inline: [PLAYER_ACCOUNT] },
});

export const RECHARGES_READ_MODEL = defineReadModel({
  name: 'loyalty.recharges',
  table: 'loyalty_recharges',
  key: ['event_id'],
  columns: ['player_id', 'created_at'],
  stream: { column: 'player_id', prefix: 'player-' },
  migrations: [{ id: 'loyalty-012-recharges', sql: RECHARGES_DDL }],
  projection: new RechargesProjection(),
  feed: { inline: [PLAYER_ACCOUNT] },
});

export const WELFARE_FEATURE: EventSourcedFeature = {
  name: 'loyalty.welfare',
  extensions: [SIGNED_IN_ON_PLAYER_ACCOUNTS, REGISTRATION_PACKET_ON_PLAYER_ACCOUNTS],
  readModels: [SIGN_INS_READ_MODEL, RECHARGES_READ_MODEL],
  auditChecks: [welfareCheck],
};
