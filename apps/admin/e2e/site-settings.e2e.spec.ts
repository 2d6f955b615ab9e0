// Site settings and a player's profile in the admin console, in a real browser against the real API
// (which also serves the player web): an admin changes the customer-service link and switches battles
// off (audited) — the player site's footer shows the link, its menu loses Battles, and the API refuses
// a battle; content switches it on again in the Chinese console; support fixes a player's profile in
// English and in Chinese (audited, the player sees it).
import type { Page } from 'playwright-core';
import { aPlayer } from '../../api/src/identity/testing';
import { auditEntries } from '../../api/src/staff/testing';
import {
  aStaffOf,
  FLOW_TIMEOUT_MS,
  menuEntry,
  openConsole,
  screenshot,
  signIn,
  startAdminTestEnv,
  type AdminTestEnv,
  type Lang,
} from './support/admin-console';

let env: AdminTestEnv;

beforeAll(async () => {
  env = await startAdminTestEnv();
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

/** The player site in a fresh browser, in a language, at `path`. */
async function openPlayerSite(lang: Lang, path = '/') {
  const context = await env.browser.newContext({
    baseURL: env.testApp.baseUrl,
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    viewport: { width: 1360, height: 900 },
  });
  await context.addInitScript({ content: `localStorage.setItem('lang', ${JSON.stringify(lang)});` });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /Main menu|主菜单/ });

describe('site settings in the admin console (browser e2e)', () => {
  it(
    'an admin changes the customer-service link and switches battles off; the player site follows; content switches it on in Chinese',
    async () => {
      const admin = await openConsole(env, 'en');
      try {
        const { page } = admin;
        await signIn(page, env.firstAdmin, 'en');
        await menuEntry(page, 'Site settings').click();
        await page.getByRole('cell', { name: '/helps', exact: true }).click();
        await page.waitForURL(/\/admin\/settings\/site$/);
        const link = page.getByLabel('Customer-service link');
        await link.fill('https://help.example.com/chat');
        await page.getByLabel('Minimum age').fill('21');
        const battles = page.getByRole('switch', { name: 'Battles' });
        expect(await battles.isChecked()).toBe(true);
        await battles.uncheck();
        await page.getByLabel('Reason (optional)').fill('battles paused for maintenance');
        await screenshot(page, 'admin-site-settings-en');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(/\/admin\/settings$/);
        await page.getByRole('cell', { name: /Battles: off/ }).waitFor();
      } finally {
        await admin.context.close();
      }
      const [entry] = await auditEntries(env.testApp, 'settings', 'site');
      expect(entry).toMatchObject({
        staff_email: env.firstAdmin.email,
        action: 'edit',
        reason: 'battles paused for maintenance',
        before: { customer_service_url: '/helps', features: { battles: true } },
        after: {
          customer_service_url: 'https://help.example.com/chat',
          min_age: 21,
          features: { battles: false, shop: true },
        },
      });

      // The player site: the footer links the new address, the menu has no Battles, the API refuses one.
      const player = await openPlayerSite('en');
      try {
        const { page } = player;
        const support = page.getByRole('link', { name: 'Customer service' });
        await support.waitFor();
        expect(await support.getAttribute('href')).toBe('https://help.example.com/chat');
        await mainMenu(page).getByRole('link', { name: 'Upgrade' }).waitFor();
        expect(await mainMenu(page).getByRole('link', { name: 'Battles' }).count()).toBe(0);
        // The minimum age: the footer and the registration's age checkbox say 21.
        await page.getByText('Players must be 21 or older', { exact: false }).waitFor();
        await page.locator('header').getByRole('button', { name: 'Register', exact: true }).click();
        await page.getByRole('dialog', { name: 'Register' }).getByText('I am 21 or older').waitFor();
        await screenshot(page, 'site-battles-off-en');
      } finally {
        await player.context.close();
      }
      const someone = await aPlayer(env.client).register();
      const refused = await env.client.post(
        '/api/arena/create',
        { boxes: [], seats: 2, mode: 'classic' },
        {
          token: someone.token,
        },
      );
      expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 403, error: 'FEATURE_DISABLED' });

      // Content switches battles on again in the Chinese console.
      const content = await aStaffOf(env, 'content');
      const second = await openConsole(env, 'zh');
      try {
        const { page } = second;
        await signIn(page, content, 'zh');
        await menuEntry(page, '站点设置').click();
        await page.getByRole('cell', { name: /盲盒对战: 关/ }).click();
        await page.getByRole('switch', { name: '盲盒对战' }).check();
        await page.getByRole('button', { name: '保存' }).click();
        await page.getByRole('cell', { name: /盲盒对战: 开/ }).waitFor();
      } finally {
        await second.context.close();
      }
      const zh = await openPlayerSite('zh');
      try {
        await mainMenu(zh.page).getByRole('link', { name: '盲盒对战' }).waitFor();
        expect(await zh.page.getByRole('link', { name: '在线客服' }).getAttribute('href')).toBe(
          'https://help.example.com/chat',
        );
      } finally {
        await zh.context.close();
      }
      expect((await auditEntries(env.testApp, 'settings', 'site')).map((row) => row.role)).toEqual([
        'admin',
        'content',
      ]);
    },
    FLOW_TIMEOUT_MS * 2,
  );
});

describe("a player's profile in the admin console (browser e2e)", () => {
  const TEXTS = {
    en: {
      players: 'Players',
      edit: 'Edit profile',
      name: 'Nickname',
      clear: 'Remove the trade URL',
      reason: 'Reason',
      save: 'Save',
    },
    zh: { players: '玩家', edit: '编辑资料', name: '昵称', clear: '删除交易链接', reason: '原因', save: '保存' },
  } as const;

  it.each(['en', 'zh'] as const)(
    'support renames a player and removes their trade URL (%s), audited; the player sees it',
    async (lang) => {
      const text = TEXTS[lang];
      const player = await aPlayer(env.client).register();
      const token = { token: player.token };
      await env.client.post('/api/set_name', { name: 'Rude Name' }, token);
      await env.client.post(
        '/api/set_steam_url',
        { steam_url: 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12' },
        token,
      );
      const support = await aStaffOf(env, 'support');
      const { context, page } = await openConsole(env, lang);
      try {
        await signIn(page, support, lang);
        await menuEntry(page, text.players).waitFor();
        await page.goto(`/admin/players/${player.id}/show`);
        await page.getByRole('link', { name: text.edit }).click();
        await page.waitForURL(new RegExp(`/admin/players/${player.id}$`));
        const name = page.getByLabel(text.name, { exact: false }).first();
        await name.fill(`Calm ${lang}`);
        await page.getByRole('switch', { name: text.clear }).check();
        await page.getByLabel(text.reason, { exact: false }).last().fill(`ticket ${lang}`);
        if (lang === 'en') await screenshot(page, 'admin-player-edit-en');
        await page.getByRole('button', { name: text.save }).click();
        await page.waitForURL(new RegExp(`/admin/players/${player.id}/show`));
        await page.getByText(`Calm ${lang}`).first().waitFor();
      } finally {
        await context.close();
      }
      const me = await env.client.get<{ name: string; steam_url: string | null }>('/api/me', token);
      expect(me.body.data).toMatchObject({ name: `Calm ${lang}`, steam_url: null });
      const entries = await auditEntries(env.testApp, 'players', player.id);
      expect(entries).toEqual([
        expect.objectContaining({
          role: 'support',
          action: 'edit',
          reason: `ticket ${lang}`,
          before: expect.objectContaining({ name: 'Rude Name', steam_url: expect.stringContaining('tradeoffer') }),
          after: expect.objectContaining({ name: `Calm ${lang}`, steam_url: null }),
        }),
      ]);
    },
    FLOW_TIMEOUT_MS,
  );
});
