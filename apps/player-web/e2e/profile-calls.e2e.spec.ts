// Profile calls and site settings on the player web, in a real browser against the real API: a player
// chooses their own invite code in the promotion centre (the rule, a taken code, then saved, once), in
// English and Chinese; /ceshi, the connection test; a switched-off feature's page; the 404 page's
// visitor-statistics hook loading a script from a local server the test starts, only on the 404 page
// and only while the site settings name it, within the site's CSP.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { aPlayer } from '../../api/src/identity/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import { aStaffMember } from '../../api/src/staff/testing/test-staff';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  TEXT,
  untilPageSays,
  type Lang,
  type WebTestEnv,
} from './support/player-web';

let env: WebTestEnv;
let client: ApiClient;
let contentToken: string;

beforeAll(async () => {
  env = await startWebTestEnv();
  client = new ApiClient(env.testApp.baseUrl);
  contentToken = (await aStaffMember(env.testApp).withRole('content').signIn(client)).token;
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

/** Changes the site settings as content staff would in the console. */
async function siteSettings(change: Record<string, unknown>): Promise<void> {
  const result = await client.request('PUT', '/admin/api/settings/site', JSON.stringify(change), {
    token: contentToken,
  });
  expect(result.status).toBe(200);
}

/** Waits until the site information has loaded (the footer's customer-service link needs it). */
async function siteInfoLoaded(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('link', { name: lang === 'zh' ? '在线客服' : 'Customer service' }).waitFor();
}

const INVITE = {
  en: {
    promotion: 'Promotion',
    title: 'Choose your own invite code',
    field: 'New invite code',
    save: 'Save code',
    rule: '4 to 16 letters and digits, at least one letter',
    taken: 'This invite code is taken; choose another',
    saved: 'Invite code saved',
    chosen: 'You chose this code yourself; it can be set only once.',
  },
  zh: {
    promotion: '推广中心',
    title: '自定义邀请码',
    field: '新邀请码',
    save: '保存邀请码',
    rule: '4–16 位字母或数字，至少包含一个字母',
    taken: '该邀请码已被占用，请换一个',
    saved: '邀请码设置成功',
    chosen: '这是您自定义的邀请码，只能设置一次。',
  },
} as const;

describe('choosing an invite code in the promotion centre (browser e2e)', () => {
  it.each(['en', 'zh'] as const)(
    '%s: the rule, a taken code, then saved once',
    async (lang) => {
      const text = INVITE[lang];
      const other = await aPlayer(client).register();
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/');
        await registerThroughDialog(page, env, lang);
        await page.goto('/user/welfare');
        const form = page.getByRole('form', { name: text.title });
        await form.waitFor();
        const field = form.getByLabel(text.field);
        const error = form.getByRole('alert');

        await field.fill('ab');
        await form.getByRole('button', { name: text.save }).click();
        await error.filter({ hasText: text.rule }).waitFor();

        await field.fill(other.inviteCode.toLowerCase());
        await form.getByRole('button', { name: text.save }).click();
        await error.filter({ hasText: text.taken }).waitFor();
        await screenshot(page, `invite-code-${lang}`);

        const mine = `Lucky${lang}${Date.now().toString(36).slice(-5)}`;
        await field.fill(mine);
        await form.getByRole('button', { name: text.save }).click();
        await page.getByRole('status').filter({ hasText: text.saved }).waitFor();
        await page.getByTestId('invite-code').filter({ hasText: mine.toUpperCase() }).waitFor();
        await page.getByText(text.chosen).waitFor();
        expect(await page.getByRole('form', { name: text.title }).count()).toBe(0);
        await screenshot(page, `invite-code-saved-${lang}`);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('/ceshi, the connection test (browser e2e)', () => {
  it.each([
    ['en', 'Connection test', 'not signed in'],
    ['zh', '连接测试', '未登录'],
  ] as const)(
    '%s: the server, the clock and the live connection check out; signed out is noted',
    async (lang, title, signedOut) => {
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/ceshi');
        await page.getByRole('heading', { name: title }).waitFor();
        for (const check of ['api', 'clock', 'websocket']) {
          await page.getByTestId(`check-${check}`).locator('[data-state="ok"]').waitFor();
        }
        await page.getByTestId('check-session').filter({ hasText: signedOut }).waitFor();
        await screenshot(page, `ceshi-${lang}`);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('a switched-off feature on the player web (browser e2e)', () => {
  it.each([
    ['en', 'Upgrade', 'This feature is switched off for now. Please come back later.'],
    ['zh', '追梦', '该功能暂未开放，请稍后再来。'],
  ] as const)(
    '%s: the menu hides it and its page says it is off',
    async (lang, name, notice) => {
      await siteSettings({ features: { upgrade: false } });
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/002-lucky');
        await page.getByTestId('feature-off').filter({ hasText: notice }).waitFor();
        const menu = page.getByRole('navigation', { name: lang === 'zh' ? '主菜单' : 'Main menu' });
        await menu.getByRole('link', { name: TEXT[lang].topUpMenu }).waitFor();
        expect(await menu.getByRole('link', { name, exact: true }).count()).toBe(0);
      } finally {
        await context.close();
        await siteSettings({ features: { upgrade: true } });
      }
    },
    FLOW_TIMEOUT_MS,
  );
});

describe("the 404 page's visitor-statistics hook (browser e2e)", () => {
  let server: http.Server;
  let requests: string[];
  let scriptUrl: string;

  beforeAll(async () => {
    requests = [];
    server = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' });
      response.end('document.documentElement.dataset.stats = location.pathname;');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    scriptUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats.js?site=lootledger`;
  });
  afterAll(async () => {
    await siteSettings({ stats_script_url: null });
    await new Promise((resolve) => server.close(resolve));
  });

  /** A player page that records every CSP refusal the browser reports. */
  async function watchedPage(lang: Lang) {
    const opened = await newPlayerPage(env, lang);
    const refusals: string[] = [];
    opened.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    return { ...opened, refusals };
  }

  it(
    'loads nothing while no script is set',
    async () => {
      const { context, page } = await watchedPage('en');
      try {
        await page.goto('/no-such-page');
        await page.getByRole('heading', { name: TEXT.en.notFound }).waitFor();
        await siteInfoLoaded(page, 'en');
        expect(await page.locator('#site-stats-script').count()).toBe(0);
        expect(requests).toEqual([]);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each(['en', 'zh'] as const)(
    '%s: loads the configured script on the 404 page only, within the CSP; leaving the page removes it',
    async (lang) => {
      await siteSettings({ stats_script_url: scriptUrl });
      const before = requests.length;
      const { context, page, refusals } = await watchedPage(lang);
      try {
        await page.goto('/no-such-page');
        await page.getByRole('heading', { name: TEXT[lang].notFound }).waitFor();
        await untilPageSays(page, 'document.documentElement.dataset.stats === "/404"');
        expect(requests.slice(before)).toEqual(['/stats.js?site=lootledger']);
        expect(refusals).toEqual([]);
        await page.getByRole('link', { name: TEXT[lang].backHome }).click();
        await untilPageSays(page, 'document.getElementById("site-stats-script") === null');

        // Other pages never load it.
        const atHome = requests.length;
        await page.goto('/');
        await siteInfoLoaded(page, lang);
        expect(await page.locator('#site-stats-script').count()).toBe(0);
        expect(requests.length).toBe(atHome);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
