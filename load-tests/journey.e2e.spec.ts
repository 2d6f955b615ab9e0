// The load tests' flows against the running API (no k6 here: it cannot be installed on CI): the
// same request building and signing the k6 scenarios use, driven by Node, walk the real journey —
// sign-up through the sandbox SMS, a top-up through the sandbox gateway, box opens, recycling, a
// battle — and the ledger agrees with what the flows saw.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { signRequest } from '@lootledger/contracts';
import { DEV_SIGNING_SECRET } from '../apps/api/src/platform/config/app-config';
import { startTestApp, type TestApp } from '../apps/api/src/platform/testing/test-app';
import {
  balance,
  battleAgainstRobot,
  cheapestBox,
  hundredths,
  mobileFor,
  openAndRecycle,
  playRound,
  signUp,
  topUp,
  type Player,
} from './src/journey.ts';
import {
  apiCall,
  assertLoopback,
  nonceFromBytes,
  send,
  type Flow,
  type LoadCrypto,
  type Target,
} from './src/requests.ts';

const nodeCrypto: LoadCrypto = {
  sha256Hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
  hmacSha256Hex: (key, text) => createHmac('sha256', key).update(text, 'utf8').digest('hex'),
  nonce: () => nonceFromBytes(randomBytes(32)),
  nowSeconds: () => Math.floor(Date.now() / 1000),
};

/** The Node twin of k6-driver.ts's drive(): fetch for calls, a timer for pauses. */
async function drive<Result>(target: Target, flow: Flow<Result>): Promise<Result> {
  let next = flow.next();
  while (!next.done) {
    const step = next.value;
    if (step.kind === 'pause') {
      await new Promise((resolve) => setTimeout(resolve, step.seconds * 1000));
      next = flow.next();
      continue;
    }
    const response = await fetch(`${target.baseUrl}${step.path}`, {
      method: step.method,
      headers: step.headers,
      body: step.body,
    });
    next = flow.next({ status: response.status, body: await response.text() });
  }
  return next.value;
}

describe('load-test flows against the running API', () => {
  let app: TestApp;
  let target: Target;
  const run = Number(randomBytes(2).readUInt16BE(0));

  beforeAll(async () => {
    app = await startTestApp({ seedDemo: true });
    target = { baseUrl: app.baseUrl, signingSecret: DEV_SIGNING_SECRET, crypto: nodeCrypto };
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs exactly as the one signing implementation does (k6/crypto stands where node:crypto is here)', () => {
    const fixed: Target = {
      ...target,
      crypto: { ...nodeCrypto, nowSeconds: () => 1_700_000_000, nonce: () => 'N'.repeat(32) },
    };
    const step = apiCall(fixed, 'box_open', 'POST', '/api/box/open?lang=zh', { id: '箱子', num: 2 }, 'token');
    expect(step.headers['X-Sign']).toBe(
      signRequest(DEV_SIGNING_SECRET, {
        method: 'POST',
        path: '/api/box/open?lang=zh',
        timestamp: '1700000000',
        nonce: 'N'.repeat(32),
        body: JSON.stringify({ id: '箱子', num: 2 }),
      }),
    );
    expect(step.headers.Authorization).toBe('Bearer token');
    expect(nonceFromBytes(randomBytes(32))).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('targets loopback only', () => {
    expect(() => assertLoopback('http://127.0.0.1:3000')).not.toThrow();
    expect(() => assertLoopback('http://localhost:8080/')).not.toThrow();
    expect(() => assertLoopback('http://10.0.0.7:3000')).toThrow(/only target 127\.0\.0\.1/);
    expect(() => assertLoopback('https://lootledger.example.com')).toThrow(/only target 127\.0\.0\.1/);
    expect(() => assertLoopback('http://127.0.0.1.evil.example:80')).toThrow(/only target 127\.0\.0\.1/);
  });

  it('walks the journey: sign-up, sandbox top-up, opens, recycling, a battle; the ledger agrees', async () => {
    const player: Player = await drive(target, signUp(target, mobileFor(run, 1)));
    expect(player.token).toEqual(expect.any(String));

    const packages = await drive(
      target,
      send<{ id: string; bean: string }[]>(apiCall(target, 'beans', 'GET', '/api/beans')),
    );
    const pkg = packages.find((candidate) => candidate.id === 'pkg-100')!;
    // The package's coins, plus whatever the first-recharge bonus and VIP rules add (the change
    // records below account for every hundredth).
    const credited = await drive(target, topUp(target, player, 'pkg-100', 400));
    expect(credited).toBeGreaterThanOrEqual(hundredths(pkg.bean));

    const box = await drive(target, cheapestBox(target));
    const before = await drive(target, balance(target, player));
    const opening = await drive(target, openAndRecycle(target, player, box, 2));
    expect(opening.items).toBe(2);
    expect(opening.balanceAfter).toBe(before - opening.paid + opening.recycled);
    expect(await drive(target, balance(target, player))).toBe(opening.balanceAfter);

    const battle = await drive(target, battleAgainstRobot(target, player, box));
    expect(battle.status).toBe(2);

    const round = await drive(target, playRound(target, player, box, { opens: 3, battle: true }));
    expect(round).toEqual({ opened: 3, battles: 1, toppedUp: 0 });

    // Every coin the flows moved is a change record: the balance is their sum.
    const records: { bean: string }[] = [];
    for (let page = 1; ; page++) {
      const listed = await drive(
        target,
        send<{ data: { bean: string }[]; total: number }>(
          apiCall(
            target,
            'change_records',
            'GET',
            `/api/bean/change_records?page=${page}&per_page=100`,
            undefined,
            player.token,
          ),
        ),
      );
      records.push(...listed.data);
      if (records.length >= listed.total || listed.data.length === 0) break;
    }
    expect(records.reduce((sum, record) => sum + hundredths(record.bean), 0)).toBe(
      await drive(target, balance(target, player)),
    );
  });

  it('turns a refusal into a FlowError naming the call and the error key', async () => {
    const broke = await drive(target, signUp(target, mobileFor(run, 2)));
    const box = await drive(target, cheapestBox(target));
    await expect(drive(target, openAndRecycle(target, broke, box))).rejects.toMatchObject({
      name: 'FlowError',
      call: 'box_open',
      status: 422,
      key: 'INSUFFICIENT_BALANCE',
    });
  });
});
