// The Kafka message of a log event (contract section 13): topic, key, value and headers.
import { kafkaTopicOf, streamCategory } from '@lootledger/contracts';
import type { RecordedEvent } from '@lootledger/event-store';
import { kafkaSetting } from '../config/app-config';
import { toKafkaMessage } from './kafka-message';

const event: RecordedEvent = {
  globalPosition: 9_007_199_254_740_993n,
  transactionId: 812n,
  streamId: 'player-7f3a',
  streamVersion: 12,
  eventId: '0b7e1c1e-5d0a-4f8e-9a55-3f1a2b3c4d5e',
  type: 'CoinsCredited',
  data: { amount: '1000', balance_after: '2500', nested: { list: [1, 'two'] } },
  metadata: { actor: { type: 'system', id: 'payments' }, schema: 1 },
  createdAt: new Date('2026-11-23T08:09:10.123Z'),
};

describe('a log event as a Kafka message', () => {
  it('goes to {prefix}.{category}, keyed by its stream, with the contract value and headers', () => {
    const message = toKafkaMessage(event, 'lootledger');
    expect(message.topic).toBe('lootledger.player');
    expect(message.key).toBe('player-7f3a');
    expect(JSON.parse(message.value)).toEqual({
      event_id: event.eventId,
      type: 'CoinsCredited',
      stream_id: 'player-7f3a',
      stream_version: 12,
      // Past 2^53: a string keeps every digit.
      global_position: '9007199254740993',
      data: { amount: '1000', balance_after: '2500', nested: { list: [1, 'two'] } },
      metadata: { actor: { type: 'system', id: 'payments' }, schema: 1 },
      created_at: '2026-11-23T08:09:10.123Z',
    });
    expect(message.headers).toEqual({
      'event-id': event.eventId,
      'event-type': 'CoinsCredited',
      'global-position': '9007199254740993',
      'message-version': '1',
    });
  });

  it('writes a bigint inside data as a decimal string (valid JSON)', () => {
    const message = toKafkaMessage({ ...event, data: { amount: 123456789012345678901n } }, 'lootledger');
    expect(JSON.parse(message.value).data).toEqual({ amount: '123456789012345678901' });
  });

  it('takes the category up to the first dash, and the whole id without one', () => {
    expect(streamCategory('order-1-2')).toBe('order');
    expect(streamCategory('red-packet-9')).toBe('red');
    expect(streamCategory('counter')).toBe('counter');
    expect(kafkaTopicOf('battle-42', 'staging.lootledger')).toBe('staging.lootledger.battle');
    expect(kafkaTopicOf('odd stream/1')).toBe('lootledger.odd_stream_1');
  });
});

describe('KAFKA_BROKERS', () => {
  it('unset or empty: no Kafka at all', () => {
    expect(kafkaSetting({})).toBeUndefined();
    expect(kafkaSetting({ KAFKA_BROKERS: ' ' })).toBeUndefined();
  });

  it('set: brokers, topic prefix and client id with their defaults', () => {
    expect(kafkaSetting({ KAFKA_BROKERS: 'k1:9092, k2:9093' })).toEqual({
      brokers: ['k1:9092', 'k2:9093'],
      topicPrefix: 'lootledger',
      clientId: 'lootledger',
    });
    expect(
      kafkaSetting({ KAFKA_BROKERS: '10.0.0.5:9092', KAFKA_TOPIC_PREFIX: 'stage.ll', KAFKA_CLIENT_ID: 'api-3' }),
    ).toEqual({ brokers: ['10.0.0.5:9092'], topicPrefix: 'stage.ll', clientId: 'api-3' });
  });

  it('refuses a broker without a port and a prefix Kafka would refuse', () => {
    expect(() => kafkaSetting({ KAFKA_BROKERS: 'kafka' })).toThrow(/host:port/);
    expect(() => kafkaSetting({ KAFKA_BROKERS: 'k:9092', KAFKA_TOPIC_PREFIX: 'a b' })).toThrow(/KAFKA_TOPIC_PREFIX/);
  });
});
