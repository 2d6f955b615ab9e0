// The console as support staff use it, in a real browser against the real API (English and Chinese):
// a player's ledger tab reads each event as a sentence with its raw JSON one click away; the player
// list shows when each player last signed in and their total deposits where the id column was; the
// dashboard's charts are recharts SVGs from a chunk of their own, fetched once a report shows (not by
// the console's entry nor its sign-in page), compressed on the wire.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import type { Page } from 'playwright-core';
import { aDemoBox } from '../../api/src/games/testing';
import { aPlayer, type TestPlayer } from '../../api/src/identity/testing';
import { aPaidTopUp } from '../../api/src/payments/testing/top-ups';
import {
  aStaffOf,
  FLOW_TIMEOUT_MS,
  menuEntry,
  openConsole,
  screenshot,
  signIn,
  staffToken,
  startAdminTestEnv,
  type AdminTestEnv,
  type ConsoleStaff,
  type Lang,
} from './support/admin-console';

let env: AdminTestEnv;
let support: ConsoleStaff;
let player: TestPlayer;
/** The box the player opened twice, by language, and what the two cost. */
let boxName: Record<Lang, string>;
let paid: string;
let recycledFor: string;
let totalDeposits: string;

beforeAll(async () => {
  env = await startAdminTestEnv();
  support = await aStaffOf(env, 'support');
  // A player who deposits, opens a box twice, recycles one item and rotates their seed pair.
  player = await aPlayer(env.client).register();
  await aPaidTopUp(env.client, player);
  const box = await aDemoBox(env.client);
  const names = await Promise.all(
    (['en', 'zh'] as const).map((lang) => env.client.get<{ name: string }>(`/api/box/${box.id}`, { lang })),
  );
  boxName = { en: names[0].body.data.name, zh: names[1].body.data.name };
  const opened = await env.client.post<{ items: { storage_id: string; bean: string }[] }>(
    '/api/box/open',
    { id: box.id, num: 2 },
    { token: player.token },
  );
  expect(opened.status).toBe(200);
  paid = formatAmount(parseAmount(box.price)! * 2n);
  const recycled = await env.client.post(
    '/api/cash',
    { data: [opened.body.data.items[0].storage_id] },
    {
      token: player.token,
    },
  );
  expect(recycled.status).toBe(200);
  recycledFor = opened.body.data.items[0].bean;
  expect((await env.client.post('/api/fairness/rotate', {}, { token: player.token })).status).toBe(200);
  const me = await env.client.get<{ total_recharge: string }>('/api/me', { token: player.token });
  totalDeposits = me.body.data.total_recharge;
  expect(parseAmount(totalDeposits)).toBeGreaterThan(0n);
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

const TEXT = {
  en: {
    ledgerTab: 'Ledger events',
    showJson: 'Raw JSON',
    hideJson: 'Hide JSON',
    opened: () => `opened ${boxName.en} ×2 → 2 items, −${paid}`,
    recycled: () => `recycled 1 item for +${recycledFor}`,
    recharge: /^credited \+\d+\.\d{2} \(Recharge\), balance \d+\.\d{2}$/,
    revealed: /^seed pair revealed after 2 draws$/,
    players: 'Players',
    search: 'Search mobile, name, id or invite code',
    lastSignIn: 'Last sign-in',
    deposits: 'Total deposits',
    locale: 'en-GB',
  },
  zh: {
    ledgerTab: '账本事件',
    showJson: '原始 JSON',
    hideJson: '收起 JSON',
    opened: () => `开启 ${boxName.zh} ×2 → 2 件饰品，−${paid}`,
    recycled: () => `回收 1 件饰品，+${recycledFor}`,
    recharge: /^入账 \+\d+\.\d{2}（充值），余额 \d+\.\d{2}$/,
    revealed: /^种子对已公开，共 2 次抽取$/,
    players: '玩家',
    search: '搜索手机号、昵称、ID 或邀请码',
    lastSignIn: '最近登录',
    deposits: '累计充值',
    locale: 'zh-CN',
  },
} as const;

async function signedIn(lang: Lang, staff: ConsoleStaff = support) {
  const opened = await openConsole(env, lang);
  await signIn(opened.page, staff, lang);
  return opened;
}

/** The sentences of the ledger tab, top to bottom (newest first). */
async function sentences(page: Page): Promise<string[]> {
  return (await page.getByTestId('event-sentence').allTextContents()).map((text) => text.trim());
}

describe('the console for support staff (browser e2e)', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(
      `${lang}: the ledger tab reads every event as a sentence, with its raw JSON one click away`,
      async () => {
        const text = TEXT[lang];
        const { context, page } = await signedIn(lang);
        try {
          await page.goto(`/admin/players/${player.id}/show`);
          await page.getByRole('tab', { name: text.ledgerTab }).click();
          const opening = page.getByTestId('event-sentence').filter({ hasText: text.opened() });
          await opening.waitFor();
          const all = await sentences(page);
          expect(all).toContain(text.opened());
          expect(all).toContain(text.recycled());
          expect(all.some((sentence) => text.recharge.test(sentence))).toBe(true);
          expect(all.some((sentence) => text.revealed.test(sentence))).toBe(true);
          // Every event of a real stream has its sentence: none falls back to its bare type name.
          const types = (await page.locator('td.column-type').allTextContents()).map((type) => type.trim());
          expect(types.length).toBe(all.length);
          expect(new Set(types)).toEqual(
            new Set([
              'SeedPairCommitted',
              'SeedPairRevealed',
              'CoinsCredited',
              'CoinsDebited',
              'BoxOpened',
              'ItemsGranted',
              'ItemsRecycled',
              'TopUpRequested',
              ...(types.includes('VipLevelChanged') ? ['VipLevelChanged'] : []),
            ]),
          );
          all.forEach((sentence, index) => expect(sentence).not.toBe(types[index]));

          // The raw JSON of the opening, one click away, and closed again.
          const row = page.locator('tr').filter({ has: opening });
          const toggle = row.getByRole('button', { name: text.showJson });
          const json = page.getByTestId('event-json');
          await expect(json.count()).resolves.toBe(0);
          await toggle.click();
          await json.first().waitFor();
          const raw = await json.first().textContent();
          expect(raw).toContain('"box_name_en"');
          expect(raw).toContain(`"box_name_zh": "${boxName.zh}"`);
          expect(raw).toContain('"draws"');
          await row.getByRole('button', { name: text.hideJson }).waitFor();
          await screenshot(page, `admin-ledger-${lang}`);
          await row.getByRole('button', { name: text.hideJson }).click();
          await row.getByRole('button', { name: text.showJson }).waitFor();
          await expect(json.count()).resolves.toBe(0);
        } finally {
          await context.close();
        }
      },
      FLOW_TIMEOUT_MS,
    );

    it(
      `${lang}: the player list shows the last sign-in and the total deposits where the id was`,
      async () => {
        const text = TEXT[lang];
        const token = await staffToken(env, support);
        const filter = encodeURIComponent(JSON.stringify({ id: [player.id] }));
        const listed = await env.client.get<{ last_sign_in_at: string | null; total_recharge: string }[]>(
          `/admin/api/players?filter=${filter}`,
          { token },
        );
        const { last_sign_in_at: lastSignIn, total_recharge } = listed.body.data[0];
        expect(total_recharge).toBe(totalDeposits);
        expect(lastSignIn).toEqual(expect.any(String));

        const { context, page } = await signedIn(lang);
        try {
          await menuEntry(page, text.players).click();
          await page.getByPlaceholder(text.search).fill(player.mobile);
          await page.waitForURL(/filter=/);
          const row = page.locator('tbody tr').filter({ hasText: player.mobile });
          await row.waitFor();
          await expect(page.locator('tbody tr').count()).resolves.toBe(1);
          const headers = (await page.getByRole('columnheader').allTextContents()).map((header) => header.trim());
          expect(headers.slice(0, 2)).toEqual([text.lastSignIn, text.deposits]);
          expect(headers).not.toContain('ID');
          const cells = (await row.getByRole('cell').allTextContents()).map((cell) => cell.trim());
          const shown = await page.evaluate(
            `new Date(${JSON.stringify(lastSignIn)}).toLocaleString(${JSON.stringify(text.locale)})`,
          );
          expect(cells.slice(0, 2)).toEqual([shown, totalDeposits]);
          expect(cells).not.toContain(player.id);
          if (lang === 'en') await screenshot(page, 'admin-players-en');
        } finally {
          await context.close();
        }
      },
      FLOW_TIMEOUT_MS,
    );

    it(
      `${lang}: the dashboard draws its charts with recharts, whose chunk loads only once a report shows`,
      async () => {
        const { context, page } = await openConsole(env, lang);
        try {
          const scripts: { url: string; encoding: string | undefined }[] = [];
          page.on('response', (response) => {
            if (response.url().endsWith('.js')) {
              scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
            }
          });
          // The sign-in page once more, every script of it seen (openConsole loaded it before the listener).
          await page.reload();
          await page.getByRole('button', { name: lang === 'zh' ? '登录' : 'Sign in' }).waitFor();
          // The sign-in page never asked for the charts' chunk (recharts).
          expect(scripts.length).toBeGreaterThan(0);
          expect(scripts.filter((script) => /\/assets\/charts-/.test(script.url))).toEqual([]);

          await signIn(page, env.firstAdmin, lang);
          const money = page.getByTestId('money-chart');
          await money.locator('svg.recharts-surface').first().waitFor();
          await expect(money.locator('path.recharts-line-curve').count()).resolves.toBe(3);
          const legend =
            lang === 'zh'
              ? ['充值', '提取（饰品价值）', '游戏毛收入']
              : ['Deposits', 'Withdrawals (extracted value)', 'Gross gaming revenue'];
          for (const label of legend) {
            await money.locator('.recharts-legend-item-text', { hasText: label }).first().waitFor();
          }
          const rtp = page.getByTestId('rtp-chart');
          await rtp.locator('svg.recharts-surface').first().waitFor();
          // Drawn bars (a box not opened in the range has a zero-length one, drawn as nothing but its label).
          await rtp.locator('.recharts-bar-rectangle path').first().waitFor();
          const notOpened = rtp.locator('text[data-series="actual"]', {
            hasText: lang === 'zh' ? '未开启' : 'not opened',
          });
          await expect(notOpened.count()).resolves.toBeGreaterThan(0);
          await screenshot(page, lang === 'en' ? 'admin-dashboard-en' : 'admin-dashboard-charts-zh');

          const chartsChunk = scripts.find((script) => /\/admin\/assets\/charts-[\w-]+\.js$/.test(script.url));
          expect(chartsChunk).toBeDefined();
          expect(['br', 'gzip']).toContain(chartsChunk!.encoding);
        } finally {
          await context.close();
        }
      },
      FLOW_TIMEOUT_MS,
    );
  }
});
