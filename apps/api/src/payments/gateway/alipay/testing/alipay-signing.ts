// Alipay's v2 signing scheme as its documentation states it, written here apart from the SDK so the
// double checks our requests (and signs its answers and notifications) independently of the code under
// test; and the keys a test generates: our application's pair and "Alipay's" pair.
//   request:      every parameter but sign, empty values left out, sorted by name, name=value joined
//                 with & (sign_type included), RSA-SHA256 with the application's private key, base64;
//   response:     the exact JSON text of the <method>_response value, signed with Alipay's private key;
//   notification: every parameter but sign and sign_type, empty values left out, sorted, joined alike,
//                 signed with Alipay's private key.
import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';

export interface AlipayTestKeys {
  /** Our application's pair: the app signs with the private key, Alipay verifies with the public one. */
  appPrivateKey: string;
  appPublicKey: string;
  /** Alipay's pair: it signs answers and notifications, the app verifies with ALIPAY_PUBLIC_KEY. */
  alipayPrivateKey: string;
  alipayPublicKey: string;
}

function rsaPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

export function generateAlipayTestKeys(): AlipayTestKeys {
  const app = rsaPair();
  const alipay = rsaPair();
  return {
    appPrivateKey: app.privateKey,
    appPublicKey: app.publicKey,
    alipayPrivateKey: alipay.privateKey,
    alipayPublicKey: alipay.publicKey,
  };
}

function content(params: Readonly<Record<string, string>>, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((name) => !leaveOut.includes(name) && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export const requestSignContent = (params: Readonly<Record<string, string>>) => content(params, ['sign']);
export const notificationSignContent = (params: Readonly<Record<string, string>>) =>
  content(params, ['sign', 'sign_type']);

export function rsa2Sign(text: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verify(text: string, signature: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** A notification's parameters with its sign (and sign_type RSA2), signed with `alipayPrivateKey`. */
export function signNotification(
  params: Readonly<Record<string, string>>,
  alipayPrivateKey: string,
): Record<string, string> {
  const unsigned = { ...params, sign_type: 'RSA2' };
  return { ...unsigned, sign: rsa2Sign(notificationSignContent(unsigned), alipayPrivateKey) };
}

/** The ALIPAY_* variables of an app talking to a double at `gatewayUrl`. */
export function alipayEnv(keys: AlipayTestKeys, gatewayUrl: string, appId: string): Record<string, string> {
  return {
    ALIPAY_APP_ID: appId,
    ALIPAY_PRIVATE_KEY: keys.appPrivateKey,
    ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
    ALIPAY_GATEWAY: gatewayUrl,
  };
}
