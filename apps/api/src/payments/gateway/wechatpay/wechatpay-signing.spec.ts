// WeChat Pay v3's signature formats against the examples of its signing guide (签名生成 / 签名验证),
// the platform-signature checks (serial, 5-minute window, tampering) and the resource decryption
// against AES-256-GCM done independently with node:crypto.
import { createCipheriv, createSign, generateKeyPairSync } from 'node:crypto';
import { checkWechatpaySignature, decryptResource, requestMessage, responseMessage } from './wechatpay-signing';

describe("the messages WeChat Pay signs (its guide's examples)", () => {
  it('a request: method, URL with its query, timestamp, nonce and body, each followed by a line feed', () => {
    expect(requestMessage('GET', '/v3/certificates', 1554208460, '593BEC0C930BF1AFEB40B4A08C8FB242')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    );
    const body = '{"appid":"wxd678efh567hg6787","mchid":"1230000109","out_trade_no":"1217752501201407033233368018"}';
    expect(
      requestMessage('post', '/v3/pay/transactions/native', 1554208460, '593BEC0C930BF1AFEB40B4A08C8FB242', body),
    ).toBe(`POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n${body}\n`);
  });

  it('an answer or a notification: timestamp, nonce and body, each followed by a line feed', () => {
    expect(responseMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '{"data":[]}')).toBe(
      '1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{"data":[]}\n',
    );
    // A 204 without a body is signed over an empty body.
    expect(responseMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '')).toBe(
      '1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n\n',
    );
  });
});

describe('checkWechatpaySignature', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = { serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', key: publicKey };
  const now = new Date('2030-01-01T00:00:00Z');
  const timestamp = String(now.getTime() / 1000);
  const body = '{"id":"EV-2018022511223320873","event_type":"TRANSACTION.SUCCESS"}';
  const signed = (text: string, at = timestamp, key = privateKey) => ({
    'wechatpay-timestamp': at,
    'wechatpay-nonce': 'fJu0FUxoDsJ3W0BGOBGh2iGjxeTWw5Mw',
    'wechatpay-serial': platform.serial,
    // SHA256withRSA of the message, base64, done here with node:crypto alone.
    'wechatpay-signature': createSign('RSA-SHA256')
      .update(`${at}\nfJu0FUxoDsJ3W0BGOBGh2iGjxeTWw5Mw\n${text}\n`)
      .sign(key, 'base64'),
  });

  it('takes a message signed by the platform key that the serial names', () => {
    expect(checkWechatpaySignature(signed(body), body, platform, now)).toEqual({ ok: true });
    // Serials compare without regard to case.
    const lower = { ...signed(body), 'wechatpay-serial': platform.serial.toLowerCase() };
    expect(checkWechatpaySignature(lower, body, platform, now)).toEqual({ ok: true });
  });

  it('refuses a changed body, another key, another serial and missing headers', () => {
    expect(checkWechatpaySignature(signed(body), body.replace('SUCCESS', 'SUCCES5'), platform, now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(checkWechatpaySignature(signed(body, timestamp, stranger), body, platform, now).ok).toBe(false);
    expect(
      checkWechatpaySignature(
        { ...signed(body), 'wechatpay-serial': 'PUB_KEY_ID_0114232134912410000000' },
        body,
        platform,
        now,
      ),
    ).toEqual({ ok: false, reason: 'unknown_serial' });
    const { 'wechatpay-nonce': _nonce, ...withoutNonce } = signed(body);
    expect(checkWechatpaySignature(withoutNonce, body, platform, now)).toEqual({
      ok: false,
      reason: 'headers_missing',
    });
    expect(
      checkWechatpaySignature({ ...signed(body), 'wechatpay-signature': 'not base64 !' }, body, platform, now).ok,
    ).toBe(false);
  });

  it('holds the timestamp to 5 minutes either way of the clock', () => {
    const at = (seconds: number) => String(now.getTime() / 1000 + seconds);
    expect(checkWechatpaySignature(signed(body, at(-300)), body, platform, now)).toEqual({ ok: true });
    expect(checkWechatpaySignature(signed(body, at(300)), body, platform, now)).toEqual({ ok: true });
    expect(checkWechatpaySignature(signed(body, at(-301)), body, platform, now)).toEqual({
      ok: false,
      reason: 'stale_timestamp',
    });
    expect(checkWechatpaySignature(signed(body, at(301)), body, platform, now).ok).toBe(false);
  });
});

describe('decryptResource (AEAD_AES_256_GCM with the APIv3 key)', () => {
  const apiV3Key = 'a7cde1ZnWnGKa2FbXW6yUKrmD6Pf5hVx';
  // As WeChat Pay does it: base64 of the ciphertext followed by the 16-byte tag.
  const seal = (plaintext: string, key = apiV3Key, nonce = 'fdasflkja484', aad = 'transaction') => {
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), nonce).setAAD(Buffer.from(aad));
    return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  };
  const resource = (ciphertext: string, extra: Record<string, string> = {}) => ({
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext,
    nonce: 'fdasflkja484',
    associated_data: 'transaction',
    ...extra,
  });
  const plaintext = '{"mchid":"1230000109","out_trade_no":"1217752501201407033233368018","trade_state":"SUCCESS"}';

  it('opens what was sealed with the key, nonce and associated data', () => {
    expect(decryptResource(resource(seal(plaintext)), apiV3Key)).toBe(plaintext);
  });

  it('opens nothing with another key, nonce or associated data, a changed ciphertext or another algorithm', () => {
    expect(decryptResource(resource(seal(plaintext)), 'b7cde1ZnWnGKa2FbXW6yUKrmD6Pf5hVx')).toBeUndefined();
    expect(decryptResource(resource(seal(plaintext), { nonce: 'fdasflkja485' }), apiV3Key)).toBeUndefined();
    expect(decryptResource(resource(seal(plaintext), { associated_data: 'certificate' }), apiV3Key)).toBeUndefined();
    const sealed = Buffer.from(seal(plaintext), 'base64');
    sealed[3] ^= 1;
    expect(decryptResource(resource(sealed.toString('base64')), apiV3Key)).toBeUndefined();
    expect(decryptResource(resource(seal(plaintext), { algorithm: 'AEAD_SM4_GCM' }), apiV3Key)).toBeUndefined();
  });
});
