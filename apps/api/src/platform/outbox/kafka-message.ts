// A log event as a Kafka message (contract section 13): topic by stream category, keyed by stream
// id (one partition per stream, so a stream's events stay in order), the JSON value and headers of
// libs/contracts' KafkaEventValue. Pure.
import { KAFKA_MESSAGE_VERSION, KafkaHeader, kafkaTopicOf, type KafkaEventValue } from '@lootledger/contracts';
import type { RecordedEvent } from '@lootledger/event-store';

export interface KafkaMessage {
  topic: string;
  key: string;
  /** The JSON text of a KafkaEventValue. */
  value: string;
  headers: Record<string, string>;
}

export function toKafkaValue(event: RecordedEvent): KafkaEventValue {
  return {
    event_id: event.eventId,
    type: event.type,
    stream_id: event.streamId,
    stream_version: event.streamVersion,
    global_position: event.globalPosition.toString(),
    data: event.data,
    metadata: event.metadata,
    created_at: event.createdAt.toISOString(),
  };
}

export function toKafkaMessage(event: RecordedEvent, topicPrefix: string): KafkaMessage {
  return {
    topic: kafkaTopicOf(event.streamId, topicPrefix),
    key: event.streamId,
    value: JSON.stringify(toKafkaValue(event), bigintsAsStrings),
    headers: {
      [KafkaHeader.EVENT_ID]: event.eventId,
      [KafkaHeader.EVENT_TYPE]: event.type,
      [KafkaHeader.GLOBAL_POSITION]: event.globalPosition.toString(),
      [KafkaHeader.MESSAGE_VERSION]: String(KAFKA_MESSAGE_VERSION),
    },
  };
}

/** Data read from jsonb holds no bigint, but an upcaster may add one: JSON.stringify would throw on it. */
function bigintsAsStrings(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
