// Every page of the site (the router's list: src/config/paths.ts and the registered features, read by
// support/site-pages.ts, so a new page is visited without being named here) at 390 and 1440 px, in
// English and Chinese, signed in as a player with some history (boxes opened, a ROLL room, a
// battle). A page fails on: a page wider than the screen, text cut by its box, an i18n key shown as
// text, an English word on a Chinese page (item and brand names, units and codes allowed), a console
// error or a failed request. One browser context per size and language, reduced motion.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { topUp } from '../../api/src/games/testing';
import { aPlayer, type TestPlayer } from '../../api/src/identity/testing';
import { aFreeBox } from '../../api/src/loyalty/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import { clippedTexts, englishWords, horizontalOverflow, keyLikeTexts, visibleText } from './support/page-checks';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  signInWithCookies,
  startWebTestEnv,
  untilPageSays,
  type Lang,
  type WebTestEnv,
} from './support/player-web';
import { sitePages, type SitePage } from './support/site-pages';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

/** Pages not visited, and why. */
const NOT_VISITED: Record<string, string> = {
  '/steam/handle': "Steam's return page: it needs Steam's signed OpenID answer",
  '/steam/bind': "Steam's return page: it needs Steam's signed OpenID answer",
};

/** Latin words a Chinese page rightly shows: brands, games' own words, units, codes. */
const ALLOWED_ON_ZH = [
  ...['lootledger', 'steam', 'alipay', 'wechat', 'pay', 'vip', 'roll', 'cdk', 'usdt'],
  ...['ascii', 'hmac', 'sha', 'url', 'uid', 'api', 'csgo', 'sms', 'max', 'min', 'cookie', 'utc'],
  ...['svg', 'png', 'jpg', 'jpeg', 'gif', 'webp'],
  // A language is named in its own language (the language setting).
  'english',
];

/**
 * What the sweep finds today on pages other helpers of issue 31 own (the arena's battle page, the
 * upgrade, recharge and payment, promotion and VIP, the shop): listed, not hidden, each to be
 * removed here when its page is fixed. Keys: `<size>:<route pattern>`; values: part of the problem.
 */
const KNOWN_ELSEWHERE: Record<string, string[]> = {};

interface Visit {
  url: string;
  page: SitePage;
}

describe('every page at 390 and 1440 px in both languages (browser e2e)', () => {
  let env: WebTestEnv;
  let client: ApiClient;
  let player: TestPlayer;
  let visits: Visit[];
  let allowedOnZh: Set<string>;

  beforeAll(async () => {
    env = await startWebTestEnv();
    client = new ApiClient(env.testApp.baseUrl);
    player = await aPlayer(client).register();
    const token = player.token;
    const boxes = (await client.get<{ id: string; price: string }[]>('/api/boxes')).body.data;
    const box = [...boxes].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];
    await topUp(env.testApp, player.id, formatAmount(parseAmount(box.price)! * 12n + 500_00n));
    // History: eight items opened (backpack, change records, the live strip), three of them a ROLL room's prizes.
    const items: string[] = [];
    for (const num of [5, 3]) {
      const opened = await client.post<{ items: { storage_id: string }[] }>(
        '/api/box/open',
        { id: box.id, num },
        { token },
      );
      expect(opened.status).toBe(200);
      items.push(...opened.body.data.items.map((item) => item.storage_id));
    }
    const room = await client.post<{ id: string }>(
      '/api/roll/create',
      {
        name: '周末福利',
        min_recharge: '0.00',
        recharge_days: 30,
        end_time: new Date(Date.now() + 86_400_000).toISOString(),
        subordinates_only: false,
        storage_ids: items.slice(0, 3),
      },
      { token },
    );
    expect(room.body).toMatchObject({ code: 200 });
    const battleBoxes = (await client.get<{ id: string }[]>('/api/arena/box-list', { token })).body.data;
    const battle = await client.post<{ id: string }>(
      '/api/arena/create',
      { boxes: [battleBoxes[0].id], seats: 2, mode: 'classic', robots: true },
      { token },
    );
    expect(battle.body).toMatchObject({ code: 200 });
    const target = (await client.get<{ data: { id: string }[] }>('/api/upgrade/items?per_page=1')).body.data.data[0];
    const freeBox = await aFreeBox(env.testApp, { boxId: box.id, unlockType: 'vip', unlockValue: 0n });
    const storage = items[3];

    // A real id for each parameter of a route.
    const ids: Record<string, string> = {
      '/active/:id': box.id,
      '/active/packsack/:id': storage,
      '/active/outOfTheFree/:id': freeBox,
      '/active/help/:id': '2',
      '/history/:id': player.id,
      '/active/mysterybox/:id': battle.body.data.id,
      '/active/lucky/:id': target.id,
      '/active/rollHome/:id': room.body.data.id,
    };
    visits = sitePages()
      .filter((page) => !(page.pattern in NOT_VISITED))
      .map((page) => {
        if (!page.pattern.includes(':')) return { url: page.pattern, page };
        const id = ids[page.pattern];
        if (!id) throw new Error(`no id for ${page.pattern}: add one to the sweep`);
        return { url: page.pattern.replace(/:\w+\??/, encodeURIComponent(id)), page };
      });

    // Item names (both languages) may show their Latin words on a Chinese page: AK-47, USP-S, AWP.
    allowedOnZh = new Set(ALLOWED_ON_ZH);
    for (const lang of ['zh', 'en'] as const) {
      for (const { id } of boxes) {
        const detail = await client.get<{ items?: { name: string }[] }>(`/api/box/${encodeURIComponent(id)}`, { lang });
        for (const item of detail.body.data?.items ?? []) {
          for (const word of item.name.match(/[A-Za-z]+/g) ?? []) allowedOnZh.add(word.toLowerCase());
        }
      }
    }
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it.each([
    ['phone', 'zh'],
    ['phone', 'en'],
    ['desktop', 'zh'],
    ['desktop', 'en'],
  ] as const)(
    '%s, %s: no page overflows, clips text, shows a key or (in Chinese) English, logs an error or fails a request',
    async (size, lang: Lang) => {
      const { context, page } = await newPlayerPage(env, lang, SIZES[size]);
      await signInWithCookies(env, context, player);
      const problems: { pattern: string; text: string }[] = [];
      let current = '';
      let pattern = '';
      const report = (text: string) => problems.push({ pattern, text: `${current}: ${text}` });
      page.on('console', (message) => {
        if (message.type() === 'error') report(`console error: ${message.text().slice(0, 160)}`);
      });
      page.on('pageerror', (error) => report(`page error: ${error.message.slice(0, 160)}`));
      page.on('requestfailed', (request) => {
        // A page left while its requests were in flight aborts them: not a failure of the page.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        report(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) report(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      try {
        for (const visit of visits) {
          const url = visit.url;
          current = url;
          pattern = visit.page.pattern;
          await page.goto(url);
          await page.locator('main').first().waitFor();
          await page.waitForLoadState('networkidle');
          // Loaded: no spinner or skeleton left (a page that never settles is named, and the visit goes on).
          const settled = await untilPageSays(
            page,
            `!document.querySelector('.spinner, .skeleton, [aria-busy="true"]')`,
          ).then(
            () => true,
            () => false,
          );
          if (!settled) report('still loading (a spinner, skeleton or aria-busy) after the wait');
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) report(`${overflow} px wider than the screen`);
          for (const clipped of await clippedTexts(page)) report(`text cut: ${clipped}`);
          const text = await visibleText(page);
          for (const key of keyLikeTexts(text)) report(`i18n key shown: ${key}`);
          if (lang === 'zh') {
            for (const word of new Set(englishWords(text, allowedOnZh))) report(`English on zh: ${word}`);
          }
        }
      } finally {
        await context.close();
      }
      const known = KNOWN_ELSEWHERE;
      const unexpected = problems.filter(
        ({ pattern: where, text }) => !(known[`${size}:${where}`] ?? []).some((part) => text.includes(part)),
      );
      expect(unexpected.map(({ text }) => text)).toEqual([]);
    },
    FLOW_TIMEOUT_MS * 2,
  );
});
