// Red packets' registration: the campaign stream kind, the claim asked for and the claimer's draw on
// the player stream (RedPacketClaimAsked; RedPacketDrawn, spending a nonce), the campaigns' and
// claims' read models and the audit check.
import { defineReadModel, type EventSourcedFeature } from '../../platform/event-sourcing';
import { redPacketsCheck } from './audit/red-packets.check';
import { RED_PACKET_CAMPAIGN } from './domain/red-packet';
import { RED_PACKET_CLAIM_ASKED_ON_PLAYER_ACCOUNTS } from './domain/red-packet-claim-asked.event';
import { RED_PACKET_DRAWN_ON_PLAYER_ACCOUNTS } from './domain/red-packet-drawn.event';
import {
  RED_PACKET_CLAIM_COLUMNS,
  RED_PACKET_CLAIMS_DDL,
  RED_PACKET_COLUMNS,
  RED_PACKETS_DDL,
  RedPacketsProjection,
} from './red-packets.projection';

export const RED_PACKETS_READ_MODEL = defineReadModel({
  name: 'loyalty.red-packet-campaigns',
  table: 'loyalty_red_packets',
  key: ['campaign_id'],
  columns: RED_PACKET_COLUMNS,
  stream: { column: 'campaign_id', prefix: 'red-packet-' },
  versionColumn: 'version',
  migrations: [{ id: 'loyalty-020-red-packets', sql: RED_PACKETS_DDL }],
  projection: new RedPacketsProjection('campaigns'),
  feed: { inline: [RED_PACKET_CAMPAIGN] },
});

export const RED_PACKET_CLAIMS_READ_MODEL = defineReadModel({
  name: 'loyalty.red-packet-claims',
  table: 'loyalty_red_packet_claims',
  key: ['campaign_id', 'player_id'],
  columns: RED_PACKET_CLAIM_COLUMNS,
  stream: { column: 'campaign_id', prefix: 'red-packet-' },
  migrations: [{ id: 'loyalty-021-red-packet-claims', sql: RED_PACKET_CLAIMS_DDL }],
  projection: new RedPacketsProjection('claims'),
  feed: { inline: [RED_PACKET_CAMPAIGN] },
});

export const RED_PACKETS_FEATURE: EventSourcedFeature = {
  name: 'loyalty.red-packets',
  streams: [RED_PACKET_CAMPAIGN],
  extensions: [RED_PACKET_DRAWN_ON_PLAYER_ACCOUNTS, RED_PACKET_CLAIM_ASKED_ON_PLAYER_ACCOUNTS],
  readModels: [RED_PACKETS_READ_MODEL, RED_PACKET_CLAIMS_READ_MODEL],
  auditChecks: [redPacketsCheck],
};
