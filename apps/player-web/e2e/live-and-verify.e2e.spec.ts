// Live and social, and "verify everything", in Chromium, in English and in Chinese: the home page's
// drop bar is full at load (GET /api/drops/recent) with each drop in its rarity's colour, the live
// figures and the hero's featured boxes show; a box result's "Verify" link opens its seed pair on
// /fairness, which reveals it on request and recomputes all its draws in the browser; the copy
// buttons put the seeds on the clipboard.
import type { Locator } from 'playwright-core';
import {
  formatAmount,
  parseAmount,
  RARITY_GRADES,
  type DropMessage,
  type LiveStatsResponse,
} from '@lootledger/contracts';
import { aDemoBox, aFundedPlayer, waitUntil, type GamesTestApp } from '../../api/src/games/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  TEXT,
  topUpThroughSandbox,
  type Lang,
  type WebTestEnv,
} from './support/player-web';

const PAGE_TEXT = {
  en: {
    liveDrops: 'Live drops',
    heroTitle: 'Open a mystery box',
    openedToday: 'Boxes opened today',
    online: 'Online now',
    featured: 'Featured boxes',
    verify: 'Verify',
    notRevealed: 'This seed pair is not revealed yet: rotate it (change your client seed) to verify its draws',
    rotate: 'Reveal this pair and start a new one',
    allOk: 'Every draw checks out (1)',
    ok: 'OK',
    copyRevealed: 'Copy the revealed server seed',
    copyPairHash: 'Copy this pair’s server seed hash',
    copyPairClientSeed: 'Copy this pair’s client seed',
    copyActiveHash: 'Copy the active server seed hash',
    copied: 'Copied',
  },
  zh: {
    liveDrops: '实时掉落',
    heroTitle: '开启盲盒',
    openedToday: '今日开箱',
    online: '当前在线',
    featured: '精选箱子',
    verify: '验证',
    notRevealed: '该种子对的服务端种子尚未公开：更换客户端种子后即可验证',
    rotate: '公开此种子对并启用新的种子对',
    allOk: '全部抽取验证通过（1）',
    ok: '通过',
    copyRevealed: '复制已公开的服务端种子',
    copyPairHash: '复制该种子对的服务端种子哈希',
    copyPairClientSeed: '复制该种子对的客户端种子',
    copyActiveHash: '复制当前服务端种子哈希',
    copied: '复制成功',
  },
} as const;

describe('live drops, stats, hero and verify everything (browser e2e)', () => {
  let env: WebTestEnv;
  let games: GamesTestApp;
  beforeAll(async () => {
    env = await startWebTestEnv();
    games = Object.assign(env.testApp, { client: new ApiClient(env.testApp.baseUrl) });
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  describe.each<Lang>(['en', 'zh'])('in %s', (lang) => {
    const text = PAGE_TEXT[lang];

    it(
      'shows the recent drops at load in their rarity colours, the live figures and the featured boxes',
      async () => {
        // Drops made before the page loads: only GET /api/drops/recent can show them.
        const box = await aDemoBox(games.client);
        const opener = await aFundedPlayer(games, formatAmount(parseAmount(box.price)! * 3n));
        const opened = await games.client.post<{ open_id: string }>(
          '/api/box/open',
          { id: box.id, num: 3 },
          { token: opener.token },
        );
        expect(opened.status).toBe(200);
        const recent = await waitUntil(
          async () => (await games.client.get<DropMessage[]>('/api/drops/recent')).body.data,
          (list) => list.some((drop) => drop.open_id === opened.body.data.open_id),
        );

        const { context, page } = await newPlayerPage(env, lang);
        try {
          await page.goto('/');
          const feed = page.getByRole('region', { name: text.liveDrops }).getByTestId('drop-feed');
          const shown = feed.locator('li');
          await waitUntilCount(shown, recent.length);
          for (let index = 0; index < recent.length; index++) {
            const drop = recent[index];
            const entry = shown.nth(index);
            await entry.getByText(lang === 'zh' ? drop.item.name_zh : drop.item.name, { exact: true }).waitFor();
            expect(await entry.getAttribute('data-rarity')).toBe(String(drop.item.lv));
            // The bar paints the drop's underline in its rarity's colour.
            const hex = RARITY_GRADES[drop.item.lv as keyof typeof RARITY_GRADES].color;
            // Runs in the page (the root tsc has no DOM types: getComputedStyle is reached through globalThis).
            const shadow = await entry
              .locator('.drop__link')
              .evaluate(
                (element) =>
                  (
                    globalThis as unknown as { getComputedStyle(node: unknown): { boxShadow: string } }
                  ).getComputedStyle(element).boxShadow,
              );
            expect(shadow).toContain(rgb(hex));
          }

          const stats = (await games.client.get<LiveStatsResponse>('/api/stats/live')).body.data;
          await page.getByText(text.openedToday).waitFor();
          await page.getByText(text.online).waitFor();
          await page
            .getByTestId('opened-today')
            .filter({ hasText: new RegExp(`^${stats.boxes_opened_today}$`) })
            .waitFor();
          expect(await page.getByTestId('players-online').innerText()).toMatch(/^\d+$/);

          const hero = page.getByTestId('home-hero');
          await hero.getByRole('heading', { name: text.heroTitle }).waitFor();
          await hero.getByRole('heading', { name: text.featured }).waitFor();
          // The most opened box leads the featured ones.
          const lead = hero.getByTestId('featured-box').first();
          const detail = (await games.client.get<{ name: string }>(`/api/box/${stats.featured_box_ids[0]}`, { lang }))
            .body.data;
          await lead.getByText(detail.name, { exact: true }).waitFor();
          expect(await lead.getAttribute('href')).toBe(`/active/${stats.featured_box_ids[0]}`);
          await screenshot(page, `home-${lang}`);
        } finally {
          await context.close();
        }
      },
      FLOW_TIMEOUT_MS,
    );

    it(
      'goes from a box result’s Verify link to its pair, reveals it, verifies every draw and copies the seeds',
      async () => {
        const { context, page } = await newPlayerPage(env, lang);
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.testApp.baseUrl });
        try {
          await page.goto('/');
          await registerThroughDialog(page, env, lang);
          await topUpThroughSandbox(page, lang);
          await page.goto('/active/sandstorm');
          await page.getByRole('button', { name: TEXT[lang].openButton }).click();
          const result = page.getByRole('dialog', { name: TEXT[lang].resultTitle });
          await result.waitFor({ timeout: 20_000 });
          const verify = result.getByRole('link', { name: text.verify, exact: true });
          const href = await verify.getAttribute('href');
          expect(href).toMatch(/^\/fairness\?pair=[^&]+&nonce=0$/);
          const pairId = decodeURIComponent(/pair=([^&]+)/.exec(href!)![1]);
          await verify.click();

          // The pair is still active: the page says so and offers to reveal it.
          await page.waitForURL(/\/fairness\?pair=/);
          const pending = page.getByTestId('pair-not-revealed');
          await pending.getByText(text.notRevealed).waitFor();
          const activeHash = (await page.getByTestId('active-hash').innerText()).trim();
          await page.getByRole('button', { name: text.copyActiveHash }).click();
          await page.getByText(text.copied).first().waitFor();
          expect(await page.evaluate('navigator.clipboard.readText()')).toBe(activeHash);

          await pending.getByRole('button', { name: text.rotate }).click();
          // Revealed: every draw of the pair is fetched and recomputed here, all of them OK.
          const draws = page.getByTestId('pair-draws');
          await draws.getByTestId('pair-summary').filter({ hasText: text.allOk }).waitFor();
          const rows = draws.getByTestId('pair-draw');
          expect(await rows.count()).toBe(1);
          await rows.first().getByText(text.ok, { exact: true }).waitFor();
          expect(await rows.first().getAttribute('data-nonce')).toBe('0');
          expect(page.url()).toContain(`pair=${encodeURIComponent(pairId)}`);

          // The revealed seed is the one behind the hash shown before the draw.
          const revealed = (await draws.getByTestId('revealed-seed').innerText()).trim();
          expect(revealed).toMatch(/^[0-9a-f]{64}$/);
          const clipboard = () => page.evaluate('navigator.clipboard.readText()');
          await draws.getByRole('button', { name: text.copyRevealed }).click();
          await waitUntil(clipboard, (value) => value === revealed);
          await draws.getByRole('button', { name: text.copyPairHash }).click();
          await waitUntil(clipboard, (value) => value === activeHash);
          const pairDraws = await games.client.get<{ client_seed: string }[]>(`/api/fairness/pairs/${pairId}/draws`);
          await draws.getByRole('button', { name: text.copyPairClientSeed }).click();
          await waitUntil(clipboard, (value) => value === pairDraws.body.data[0].client_seed);
          await screenshot(page, `fairness-${lang}`);
        } finally {
          await context.close();
        }
      },
      FLOW_TIMEOUT_MS,
    );
  });
});

async function waitUntilCount(locator: Locator, count: number): Promise<void> {
  await waitUntil(
    () => locator.count(),
    (value) => value === count,
  );
}

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
}
