import { batchInputErrors } from './create-card-code-batch.handler';

const now = new Date('2030-01-01T00:00:00Z');
const valid = { count: 10, value: 1000n, expiresAt: new Date('2030-02-01T00:00:00Z'), note: null, staffId: '1' };

describe('batchInputErrors', () => {
  it('accepts 1..10000 codes of a positive value expiring in the future', () => {
    expect(batchInputErrors(valid, now)).toEqual([]);
    expect(batchInputErrors({ ...valid, count: 1, value: 1n }, now)).toEqual([]);
    expect(batchInputErrors({ ...valid, count: 10_000 }, now)).toEqual([]);
  });

  it.each([
    ['count 0', { count: 0 }, 'count'],
    ['count 10001', { count: 10_001 }, 'count'],
    ['count 1.5', { count: 1.5 }, 'count'],
    ['value 0', { value: 0n }, 'bean'],
    ['negative value', { value: -100n }, 'bean'],
    ['expiry now', { expiresAt: now }, 'expires_at'],
    ['expiry past', { expiresAt: new Date('2029-12-31T23:59:59Z') }, 'expires_at'],
    ['expiry not a date', { expiresAt: new Date('nonsense') }, 'expires_at'],
  ])('refuses %s, naming the field in both languages', (_name, change, field) => {
    const errors = batchInputErrors({ ...valid, ...change }, now);
    expect(errors).toEqual([{ field, message: { en: expect.any(String), zh: expect.any(String) } }]);
  });
});
