import { createHash, createHmac } from 'node:crypto';
import { canonicalRequest, createNonce, hmacSha256, sha256, signRequest, toHex, utf8 } from './signing';

describe('request signing', () => {
  it('computes SHA-256 like node:crypto for every length around the block edges', () => {
    for (let length = 0; length < 200; length++) {
      const input = utf8('a'.repeat(length) + '签名');
      expect(toHex(sha256(input))).toBe(createHash('sha256').update(input).digest('hex'));
    }
  });

  it('computes HMAC-SHA256 like node:crypto, including keys longer than a block', () => {
    for (const key of ['k', 'x'.repeat(64), 'y'.repeat(100)]) {
      expect(toHex(hmacSha256(utf8(key), utf8('message')))).toBe(
        createHmac('sha256', key).update('message').digest('hex'),
      );
    }
  });

  it('builds the five lines of the contract, with an empty hash for no body', () => {
    expect(
      canonicalRequest({ method: 'get', path: '/api/storage?page=1&status=0', timestamp: '1700000000', nonce: 'n' }),
    ).toBe('GET\n/api/storage?page=1&status=0\n1700000000\nn\n');
    const body = '{"id":"1"}';
    expect(
      canonicalRequest({ method: 'POST', path: '/api/box/open', timestamp: '1', nonce: 'n', body }).split('\n')[4],
    ).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('signs as HMAC-SHA256 over the canonical request', () => {
    const input = { method: 'POST', path: '/api/login', timestamp: '1700000000', nonce: 'A'.repeat(32), body: '{}' };
    expect(signRequest('secret', input)).toBe(
      createHmac('sha256', 'secret').update(canonicalRequest(input)).digest('hex'),
    );
  });

  it('makes 32-character alphanumeric nonces that differ', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(createNonce()).not.toBe(a);
  });
});
