// Events on Kafka (API contract section 13): the topic an event goes to, its key, its value and its
// headers. An integration contract: outside consumers read it, so a change a reader could trip over
// gets a new message version (header `message-version`) next to the old one, never an in-place edit.
// Delivery is at-least-once: a consumer dedupes by `event_id` (a repeat carries the same id).

export const KAFKA_DEFAULT_TOPIC_PREFIX = 'lootledger';

/** The version of the value and headers below. */
export const KAFKA_MESSAGE_VERSION = 1;

/** Header names (values are UTF-8 strings). */
export const KafkaHeader = {
  /** The event's id: the key a consumer dedupes by. */
  EVENT_ID: 'event-id',
  /** The event's type, e.g. `CoinsCredited` (route without parsing the value). */
  EVENT_TYPE: 'event-type',
  /** The event's position in the log (a decimal integer). */
  GLOBAL_POSITION: 'global-position',
  /** KAFKA_MESSAGE_VERSION of the message. */
  MESSAGE_VERSION: 'message-version',
} as const;

/**
 * The message value (JSON). global_position is a decimal string: it is a 64-bit integer and a JSON
 * number past 2^53 loses digits in JavaScript. stream_version is a JSON number (a stream never gets
 * near 2^53 events). Any 64-bit integer inside data or metadata is likewise a decimal string.
 */
export interface KafkaEventValue {
  event_id: string;
  type: string;
  stream_id: string;
  /** 1 for a stream's first event; consecutive within a stream. */
  stream_version: number;
  global_position: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** ISO 8601, UTC. */
  created_at: string;
}

/** A stream's category: its id up to the first `-` (`player-42` → `player`); the whole id without one. */
export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash < 0 ? streamId : streamId.slice(0, dash);
}

/**
 * The topic of a stream's events: `{prefix}.{category}`. Characters Kafka refuses in a topic name
 * (anything but letters, digits, `.`, `_` and `-`) become `_`.
 */
export function kafkaTopicOf(streamId: string, prefix: string = KAFKA_DEFAULT_TOPIC_PREFIX): string {
  return `${prefix}.${streamCategory(streamId)}`.replace(/[^a-zA-Z0-9._-]/g, '_');
}
