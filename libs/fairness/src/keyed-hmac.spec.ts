import { createHmac } from 'node:crypto';
import { hmacSha256, toHex, utf8 } from '@lootledger/contracts';
import { keyedHmacSha256 } from './keyed-hmac';

describe('keyed HMAC-SHA256', () => {
  it.each([0, 1, 32, 63, 64, 65, 100])(
    'equals node:crypto and the contracts HMAC for a %p-byte key and messages of 0..200 bytes',
    (keyLength) => {
      const key = utf8('k'.repeat(keyLength));
      const hmac = keyedHmacSha256(key);
      for (let length = 0; length <= 200; length++) {
        const message = utf8('m'.repeat(length));
        const expected = createHmac('sha256', key).update(message).digest('hex');
        expect(toHex(hmac(message))).toBe(expected);
        expect(toHex(hmacSha256(key, message))).toBe(expected);
      }
    },
  );

  it('keeps keys apart when two are used in turn, and returns a fresh array each time', () => {
    const first = keyedHmacSha256(utf8('first'));
    const second = keyedHmacSha256(utf8('second'));
    const message = utf8('player-seed:0:0');
    const a = first(message);
    const b = second(message);
    expect(toHex(a)).toBe(createHmac('sha256', 'first').update(message).digest('hex'));
    expect(toHex(b)).toBe(createHmac('sha256', 'second').update(message).digest('hex'));
    expect(toHex(first(message))).toBe(toHex(a));
  });
});
