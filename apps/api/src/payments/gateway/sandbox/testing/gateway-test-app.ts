// The sandbox payment gateway's app for its e2e specs: the platform, PaymentGatewayModule and, in
// place of the orders module, a recording PAYMENT_NOTIFICATION_SINK with scripted outcomes (built
// here like createApp builds the real app: Fastify, the request-signing hook, rawBody, OpenAPI), and
// the requests a browser and the gateway make to it.
//   const gw = gatewaySuite();  // gw.baseUrl, gw.sink, gw.gateway from the first test on
import { Inject, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadConfig, type AppConfig } from '../../../../platform/config/app-config';
import { setupOpenApi } from '../../../../platform/openapi/openapi';
import { PlatformModule } from '../../../../platform/platform.module';
import { installRequestSigning } from '../../../../platform/signing/request-signing.hook';
import { RequestSigningVerifier } from '../../../../platform/signing/request-signing.verifier';
import type { PersistentTestStore } from '../../../../platform/testing/test-app';
import { createTestDatabase } from '../../../../platform/testing/test-database';
import { PaymentGatewayModule } from '../../payment-gateway.module';
import {
  PAYMENT_GATEWAYS,
  PAYMENT_NOTIFICATION_SINK,
  type PaymentGateways,
  type NotificationOutcome,
  type PaymentGateway,
  type PaymentNotificationSink,
  type VerifiedPaymentNotification,
} from '../../payment-gateway.port';
import { signGatewayBody } from '../sandbox-notification';
import type { SandboxPaymentGateway } from '../sandbox-payment.gateway';

type Step = NotificationOutcome | 'fail';

/** The orders module's stand-in: records every notification; answers scripted steps, then by trade_no. */
@Injectable()
export class RecordingSink implements PaymentNotificationSink {
  readonly received: { notification: VerifiedPaymentNotification; answer: Step; at: number }[] = [];
  private readonly scripts = new Map<string, Step[]>();
  private readonly recorded = new Set<string>();

  script(orderId: string, ...steps: Step[]): void {
    this.scripts.set(orderId, steps);
  }

  of(orderId: string) {
    return this.received.filter((entry) => entry.notification.orderId === orderId);
  }

  async receive(notification: VerifiedPaymentNotification): Promise<NotificationOutcome> {
    const step = this.scripts.get(notification.orderId)?.shift();
    const answer: Step = step ?? (this.recorded.has(notification.tradeNo) ? 'duplicate' : 'accepted');
    this.received.push({ notification, answer, at: Date.now() });
    if (answer === 'fail') throw new Error('the orders store is down');
    if (answer === 'accepted') this.recorded.add(notification.tradeNo);
    return answer;
  }
}

/** Like the orders module: provides the sink and itself depends on the gateway. */
@Module({
  providers: [RecordingSink, { provide: PAYMENT_NOTIFICATION_SINK, useExisting: RecordingSink }],
  exports: [PAYMENT_NOTIFICATION_SINK],
})
class RecordingOrdersModule {
  constructor(@Inject(PAYMENT_GATEWAYS) readonly gateways: PaymentGateways) {}
}

@Module({})
class GatewayTestModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: GatewayTestModule,
      imports: [
        PlatformModule.forRoot(config),
        PaymentGatewayModule.forRoot(config, { imports: [RecordingOrdersModule] }),
        RecordingOrdersModule,
      ],
    };
  }
}

export interface GatewayApp {
  app: NestFastifyApplication;
  baseUrl: string;
  config: AppConfig;
  sink: RecordingSink;
  gateway: PaymentGateway;
  close(): Promise<void>;
}

export async function startGatewayApp(
  overrides: Partial<AppConfig> = {},
  store?: PersistentTestStore,
): Promise<GatewayApp> {
  const database = store?.database ?? (await createTestDatabase());
  const dataDir = store?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lootledger-paygw-'));
  const config: AppConfig = {
    ...loadConfig({ ...process.env, DATABASE_URL: database.url ?? '' }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    embeddedInMemory: !database.url && !store,
    seedDemo: false,
    logLevel: 'warn',
    sandboxPayDuplicates: 20,
    sandboxPayRetryBaseMs: 200,
    ...overrides,
  };
  const adapter = new FastifyAdapter({ logger: false });
  const signing: { verifier?: RequestSigningVerifier } = {};
  installRequestSigning(adapter.getInstance(), () => signing.verifier);
  const app = await NestFactory.create<NestFastifyApplication>(GatewayTestModule.forRoot(config), adapter, {
    logger: false,
    abortOnError: false,
    rawBody: true,
  });
  signing.verifier = app.get(RequestSigningVerifier);
  setupOpenApi(app, 'test');
  await app.init();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    sink: app.get(RecordingSink),
    gateway: app.get<PaymentGateways>(PAYMENT_GATEWAYS).named('sandbox')!,
    async close() {
      await app.close();
      if (store) return;
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A delivery pass with the gateway's clock an hour on: every notification still owed is sent now. */
export async function passAnHourLater(sandbox: SandboxPaymentGateway): Promise<void> {
  const later = new Date(Date.now() + 3_600_000);
  sandbox.now = () => later;
  try {
    await sandbox.deliverDue();
  } finally {
    sandbox.now = () => new Date();
  }
}

/** The spec's gateway app: started in a beforeAll, closed in an afterAll; filled in from the first test on. */
export function gatewaySuite(overrides: Partial<AppConfig> = {}): GatewayApp {
  const suite = {} as GatewayApp;
  beforeAll(async () => {
    Object.assign(suite, await startGatewayApp(overrides));
  });
  afterAll(() => suite.close?.());
  return suite;
}

/** The requests a browser on the pay page and the gateway make to the app of `gw` (read when sent). */
export function sandboxRequestsOf(gw: GatewayApp) {
  async function page(orderId: string, query = '', headers: Record<string, string> = {}) {
    const response = await fetch(`${gw.baseUrl}/sandbox/pay/${orderId}${query}`, { headers });
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  }

  /** What the page's button does: a form POST (no body fields), not following the redirect. */
  function pressPay(orderId: string, lang = 'en') {
    return fetch(`${gw.baseUrl}/sandbox/pay/${orderId}/confirm?lang=${lang}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: '',
      redirect: 'manual',
    });
  }

  function confirmJson(orderId: string) {
    return fetch(`${gw.baseUrl}/sandbox/pay/${orderId}/confirm`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
  }

  function notify(body: string, headers: Record<string, string>, query = '') {
    return fetch(`${gw.baseUrl}/api/payments/notify/sandbox${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  }

  const signed = (body: string) => ({ 'x-gateway-sign': signGatewayBody(gw.config.gatewaySecret, body) });

  return { page, pressPay, confirmJson, notify, signed };
}
