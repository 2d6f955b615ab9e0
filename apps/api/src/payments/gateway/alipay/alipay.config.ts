// The Alipay adapter's settings (contract section 10), read when PAYMENT_PROVIDERS names alipay: the app
// id, our RSA2 private key, Alipay's public key and the v2 gateway's URL. A missing or unreadable key
// stops the start, naming the variable. Keys are taken as Alipay's key tool gives them: PEM (PKCS#1
// "RSA PRIVATE KEY" or PKCS#8 "PRIVATE KEY"), PEM on one line with literal \n, or the bare base64 body.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from '../../../platform/config/app-config';
import { optionalSetting, pemSetting, requiredSetting } from '../../../platform/config/provider-settings';

export const ALIPAY_ENABLED_BY = 'PAYMENT_PROVIDERS=alipay';
export const ALIPAY_PRODUCTION_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipaySettings {
  appId: string;
  /** Our application private key, as PKCS#8 PEM (whatever form it was given in). */
  privateKey: string;
  /** Alipay's public key (not our application public key), as SPKI PEM. */
  alipayPublicKey: string;
  /** The v2 OpenAPI gateway's full URL (ALIPAY_GATEWAY). */
  gateway: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function alipaySettings(config: Pick<AppConfig, 'providerEnv' | 'publicBaseUrl'>): AlipaySettings {
  const appId = requiredSetting(config, 'ALIPAY_APP_ID', ALIPAY_ENABLED_BY);
  const privateKey = readKey('ALIPAY_PRIVATE_KEY', requiredSetting(config, 'ALIPAY_PRIVATE_KEY', ALIPAY_ENABLED_BY), {
    private: true,
  });
  const alipayPublicKey = readKey(
    'ALIPAY_PUBLIC_KEY',
    requiredSetting(config, 'ALIPAY_PUBLIC_KEY', ALIPAY_ENABLED_BY),
    { private: false },
  );
  if (createPublicKey(privateKey.key).export({ format: 'pem', type: 'spki' }).toString() === alipayPublicKey.pem) {
    throw new Error(
      "ALIPAY_PUBLIC_KEY is the application's own public key (of ALIPAY_PRIVATE_KEY): it must be Alipay's public key (支付宝公钥)",
    );
  }
  const gateway = optionalSetting(config, 'ALIPAY_GATEWAY', ALIPAY_PRODUCTION_GATEWAY);
  let url: URL;
  try {
    url = new URL(gateway);
  } catch {
    throw new Error(`ALIPAY_GATEWAY=${gateway}: not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`ALIPAY_GATEWAY=${gateway}: not http(s)`);
  // Alipay posts its notifications to notify_url: this server as the world sees it. Only a gateway on
  // this machine (a test double) can reach the loopback address the server falls back to.
  if (!config.publicBaseUrl && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(
      `PUBLIC_BASE_URL is required by ${ALIPAY_ENABLED_BY} and is not set (Alipay posts its notifications to <PUBLIC_BASE_URL>/api/payments/notify/alipay)`,
    );
  }
  return { appId, privateKey: privateKey.pem, alipayPublicKey: alipayPublicKey.pem, gateway };
}

/** A PEM key (one-line \n form too) or a bare base64 DER body, checked to be RSA; answered with its PEM. */
function readKey(name: string, value: string, kind: { private: boolean }): { pem: string; key: KeyObject } {
  const text = pemSetting(value).trim();
  if (!kind.private && text.includes('PRIVATE KEY'))
    throw new Error(`${name}: a private key; give Alipay's public key`);
  const der = () => Buffer.from(text.replace(/\s+/g, ''), 'base64');
  const pem = text.startsWith('-----BEGIN');
  const attempts: (() => KeyObject)[] = kind.private
    ? pem
      ? [() => createPrivateKey(text)]
      : [
          () => createPrivateKey({ key: der(), format: 'der', type: 'pkcs8' }),
          () => createPrivateKey({ key: der(), format: 'der', type: 'pkcs1' }),
        ]
    : pem
      ? [() => createPublicKey(text)]
      : [
          () => createPublicKey({ key: der(), format: 'der', type: 'spki' }),
          () => createPublicKey({ key: der(), format: 'der', type: 'pkcs1' }),
        ];
  for (const attempt of attempts) {
    let key: KeyObject;
    try {
      key = attempt();
    } catch {
      continue; // the next form
    }
    if (key.asymmetricKeyType !== 'rsa') break;
    const exported = kind.private
      ? key.export({ format: 'pem', type: 'pkcs8' })
      : key.export({ format: 'pem', type: 'spki' });
    return { pem: exported.toString(), key };
  }
  throw new Error(
    `${name}: not an RSA ${kind.private ? 'private' : 'public'} key (PEM, PEM with \\n on one line, or the base64 body)`,
  );
}
