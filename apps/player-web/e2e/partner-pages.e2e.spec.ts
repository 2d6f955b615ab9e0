// The partner promotion pages (/002-Partner, /002-Partner1..3, hidden from the menu) in real browsers,
// in Chinese and English at 390 and 1440 px. Signed in, each page lists the promotion levels GET
// /api/promote returns (names and commission rates; gold king the top one, good luck the first ones)
// and the player's own invite code, and leads to the promotion centre. Signed out, the pages explain
// the programme and open the register dialog. No page is wider than the screen.
import type { PromoteResponse } from '@lootledger/contracts';
import type { Page } from 'playwright-core';
import { aPlayer, type TestPlayer } from '../../api/src/identity/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import { levelsOfTheme, type PartnerTheme } from '../src/features/partner/programme';
import { horizontalOverflow } from './support/page-checks';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  screenshot,
  signInWithCookies,
  startWebTestEnv,
  type Lang,
  type WebTestEnv,
} from './support/player-web';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

/** Good luck shows the first two levels: the seeded programme has more, so the pages differ. */
const FIRST_LEVELS_AT_LEAST = 2;

const PAGES: { url: string; theme: PartnerTheme }[] = [
  { url: '/002-Partner', theme: 'partner' },
  { url: '/002-Partner1', theme: 'goldKing' },
  { url: '/002-Partner2', theme: 'goodLuck' },
  { url: '/002-Partner3', theme: 'nationalAgent' },
];

const COPY = {
  en: {
    titles: {
      partner: 'Partner programme',
      goldKing: 'Gold king',
      goodLuck: 'Good luck',
      nationalAgent: 'National agent',
    },
    centre: 'Go to the promotion centre',
    contact: 'Contact customer service',
    register: 'Register',
  },
  zh: {
    titles: { partner: '合作伙伴', goldKing: '金牌王者', goodLuck: '好运连连', nationalAgent: '全国代理' },
    centre: '前往推广中心',
    contact: '联系客服',
    register: '注册',
  },
} as const;

describe('the partner promotion pages (browser e2e)', () => {
  let env: WebTestEnv;
  let player: TestPlayer;
  const promote = {} as Record<Lang, PromoteResponse>;
  beforeAll(async () => {
    env = await startWebTestEnv();
    const client = new ApiClient(env.testApp.baseUrl);
    player = await aPlayer(client).register();
    for (const lang of ['zh', 'en'] as const) {
      promote[lang] = (await client.get<PromoteResponse>('/api/promote', { token: player.token, lang })).body.data;
    }
    expect(promote.en.list.length).toBeGreaterThan(FIRST_LEVELS_AT_LEAST);
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  async function title(page: Page, text: string): Promise<void> {
    await page.getByRole('heading', { name: text, level: 1 }).waitFor();
  }

  it.each([
    ['phone', 'zh'],
    ['phone', 'en'],
    ['desktop', 'zh'],
    ['desktop', 'en'],
  ] as const)(
    '%s, %s, signed in: each page shows its levels from the API and the invite code',
    async (size, lang: Lang) => {
      const { context, page } = await newPlayerPage(env, lang, SIZES[size]);
      await signInWithCookies(env, context, player);
      try {
        for (const { url, theme } of PAGES) {
          await page.goto(url);
          await title(page, COPY[lang].titles[theme]);
          const table = page.getByTestId('partner-levels');
          await table.waitFor();
          const shown = levelsOfTheme(theme, promote[lang].list);
          expect(await table.locator('tbody tr').count()).toBe(shown.length);
          for (const level of shown) {
            const row = table.locator('tbody tr', { hasText: level.name });
            await row.getByText(`${level.rebate}%`, { exact: true }).waitFor();
            await row.getByText(level.invite_total, { exact: true }).waitFor();
          }
          expect(await page.getByTestId('partner-invite-code').textContent()).toBe(promote[lang].user.invite_code);
          await page.locator('main').getByRole('link', { name: COPY[lang].centre }).waitFor();
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, `partner-${theme}-${size}-${lang}`);
        }
        // Gold king names the top level's threshold and rate in its text.
        await page.goto('/002-Partner1');
        const [top] = levelsOfTheme('goldKing', promote[lang].list);
        const text = await page.getByTestId('partner-top-level').textContent();
        expect(text).toContain(top.name);
        expect(text).toContain(top.invite_total);
        expect(text).toContain(`${top.rebate}%`);
        // The national agent page leads to customer service (the help centre unless staff set another).
        await page.goto('/002-Partner3');
        await page.locator('main').getByRole('link', { name: COPY[lang].contact }).click();
        await page.waitForURL('**/helps');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each([
    ['phone', 'zh'],
    ['desktop', 'en'],
  ] as const)(
    '%s, %s, signed out: each page explains the programme and opens the register dialog',
    async (size, lang: Lang) => {
      const { context, page } = await newPlayerPage(env, lang, SIZES[size]);
      try {
        for (const { url, theme } of PAGES) {
          await page.goto(url);
          await title(page, COPY[lang].titles[theme]);
          await page.locator('main').getByRole('button', { name: COPY[lang].register }).waitFor();
          expect(await page.getByTestId('partner-levels').count()).toBe(0);
          expect(await horizontalOverflow(page)).toBe(0);
        }
        await page.locator('main').getByRole('button', { name: COPY[lang].register }).click();
        await page.getByRole('dialog', { name: COPY[lang].register }).waitFor();
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
