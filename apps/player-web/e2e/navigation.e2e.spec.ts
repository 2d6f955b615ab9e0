// The shell in a real browser: login-required routes (and back to the page asked for once signed
// in), unknown paths, the language rules, the menu on phones and desktops (and a phone's top-up
// through /user/Payment, card codes), the ways into the pages no menu lists (the daily free boxes,
// the task centre on a desktop, VIP), the help centre and the placeholder pages of later issues.
import { aPlayer } from '../../api/src/identity/testing';
import { aFreeBox } from '../../api/src/loyalty/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import {
  FLOW_TIMEOUT_MS,
  headerBalance,
  issueCardCodes,
  logInThroughDialog,
  readBalance,
  waitForBalance,
  newPlayerPage,
  registerThroughDialog,
  screenshot,
  signInWithCookies,
  startWebTestEnv,
  TEXT,
  type Lang,
  type WebTestEnv,
} from './support/player-web';

describe('player web shell (browser e2e)', () => {
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it.each<[Lang, string]>([
    ['en', '/user/info'],
    ['zh', '/recharge'],
  ])(
    'sends a signed-out player from a login-required route to / with "please log in" and the login dialog (%s)',
    async (lang, path) => {
      const text = TEXT[lang];
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto(path);
        await page.getByRole('alert').filter({ hasText: text.pleaseLogin }).waitFor();
        await page.getByRole('dialog', { name: text.login }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
        await screenshot(page, `login-required-${lang}`);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'returns to the login-required page asked for once the player signs in from the dialog it opened',
    async () => {
      const player = await aPlayer(new ApiClient(env.testApp.baseUrl).fromAddress('127.0.0.71')).register();
      const { context, page } = await newPlayerPage(env, 'en');
      try {
        await page.goto('/user/bill?status=4');
        await page.getByRole('alert').filter({ hasText: TEXT.en.pleaseLogin }).waitFor();
        const dialog = page.getByRole('dialog', { name: TEXT.en.login });
        await dialog.waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
        await dialog.getByLabel(TEXT.en.phone).fill(player.mobile);
        await dialog.getByLabel(TEXT.en.password, { exact: true }).fill(player.password);
        await dialog.getByRole('button', { name: TEXT.en.login, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('navigation', { name: 'Personal centre' }).waitFor();
        const back = new URL(page.url());
        expect(back.pathname + back.search).toBe('/user/bill?status=4');
        await headerBalance(page).waitFor();
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'stays home when the player closed that dialog and later logs in from the header (zh)',
    async () => {
      const player = await aPlayer(new ApiClient(env.testApp.baseUrl).fromAddress('127.0.0.72')).register();
      const { context, page } = await newPlayerPage(env, 'zh');
      try {
        await page.goto('/002-Vip');
        const dialog = page.getByRole('dialog', { name: TEXT.zh.login });
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await logInThroughDialog(page, 'zh', player.mobile, player.password);
        await page.getByTestId('box-card').first().waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'leads to the daily free boxes from the welfare and task centres, and to VIP from the header and the personal centre',
    async () => {
      const box = (await new ApiClient(env.testApp.baseUrl).get<{ id: string; name: string }[]>('/api/boxes')).body
        .data[0];
      const freeBox = await aFreeBox(env.testApp, { boxId: box.id, unlockType: 'vip', unlockValue: 0n });
      const player = await aPlayer(new ApiClient(env.testApp.baseUrl).fromAddress('127.0.0.73')).register();
      const freeBoxPage = `/active/outOfTheFree/${freeBox}`;

      const { context, page } = await newPlayerPage(env, 'en');
      try {
        await signInWithCookies(env, context, player);
        await page.goto('/');
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Welfare' }).click();
        const welfareShelf = page.getByTestId('free-box-shelf');
        await welfareShelf.getByRole('heading', { name: 'Daily free boxes' }).waitFor();
        await screenshot(page, 'welfare-free-boxes-en');
        await welfareShelf.locator(`a[href="${freeBoxPage}"]`).getByText('Open for free today').click();
        await page.getByRole('heading', { name: /^Daily free box: / }).waitFor();
        expect(new URL(page.url()).pathname).toBe(freeBoxPage);

        // The desktop menu has no task centre: the welfare centre leads there, and on to the free box.
        await page.goBack();
        await page.getByRole('link', { name: /^Daily tasks/ }).click();
        await page.getByRole('heading', { name: 'Task centre', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/phoneTheFree');
        await page.getByTestId('free-box-shelf').locator(`a[href="${freeBoxPage}"]`).click();
        await page.getByRole('heading', { name: /^Daily free box: / }).waitFor();

        await page.locator('header').getByRole('link', { name: 'VIP 0' }).click();
        await page.getByRole('heading', { name: 'VIP', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/002-Vip');

        await page.goto('/user/info');
        await page.getByTestId('vip-level-link').click();
        await page.getByRole('heading', { name: 'VIP', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/002-Vip');
      } finally {
        await context.close();
      }

      const phone = await newPlayerPage(env, 'zh', { width: 360, height: 740 });
      try {
        await signInWithCookies(env, phone.context, player);
        await phone.page.goto('/');
        await phone.page.getByRole('button', { name: '菜单' }).click();
        await phone.page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: 'VIP 0' }).click();
        await phone.page.getByRole('heading', { name: 'VIP', level: 1 }).waitFor();
        expect(new URL(phone.page.url()).pathname).toBe('/002-Vip');
        await phone.page.getByRole('button', { name: '菜单' }).click();
        await phone.page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '任务中心' }).click();
        await phone.page.getByTestId('free-box-shelf').locator(`a[href="${freeBoxPage}"]`).click();
        await phone.page.getByRole('heading', { name: /^每日免费箱子/ }).waitFor();
      } finally {
        await phone.context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each<Lang>(['en', 'zh'])(
    'shows the not-found page for an unknown path, with a link home (%s)',
    async (lang) => {
      const text = TEXT[lang];
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/no/such/page');
        await page.getByRole('heading', { name: text.notFound }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/404');
        await screenshot(page, `not-found-${lang}`);
        await page.getByRole('link', { name: text.backHome }).click();
        await page.getByTestId('box-card').first().waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'takes the browser language without a saved setting, else English, and keeps a switch',
    async () => {
      for (const [locale, heading] of [
        ['zh-CN', '开启盲盒'],
        ['fr-FR', 'Open a mystery box'],
      ]) {
        const context = await env.browser.newContext({ baseURL: env.testApp.baseUrl, locale });
        const page = await context.newPage();
        await page.goto('/');
        await page.getByRole('heading', { name: heading }).waitFor();
        await context.close();
      }

      const { context, page } = await newPlayerPage(env, 'en');
      try {
        await page.goto('/');
        const switcher = page.getByRole('group', { name: 'Language' });
        await switcher.getByRole('button', { name: 'EN' }).click();
        await page.getByText(TEXT.en.alreadySwitched).waitFor();
        await switcher.getByRole('button', { name: '中文' }).click();
        await page.getByRole('heading', { name: '开启盲盒' }).waitFor();
        expect(await page.evaluate<string>('document.documentElement.lang')).toBe('zh-CN');
        await page.reload();
        await page.getByRole('heading', { name: '开启盲盒' }).waitFor();
        await page.getByRole('group', { name: '语言' }).getByRole('button', { name: '中文' }).click();
        await page.getByText(TEXT.zh.alreadySwitched).waitFor();
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'hides desktop-only pages from the phone menu and phone-only pages from the desktop menu',
    async () => {
      const desktop = await newPlayerPage(env, 'en');
      try {
        await desktop.page.goto('/');
        const menu = desktop.page.getByRole('navigation', { name: 'Main menu' });
        await menu.getByRole('link', { name: 'Shop' }).waitFor();
        expect(await menu.getByRole('link', { name: 'Tasks' }).count()).toBe(0);
      } finally {
        await desktop.context.close();
      }

      const phone = await newPlayerPage(env, 'en', { width: 360, height: 740 });
      try {
        await phone.page.goto('/');
        await phone.page.getByTestId('box-card').first().waitFor();
        await screenshot(phone.page, 'home-phone-en');
        await phone.page.getByRole('button', { name: 'Menu' }).click();
        const menu = phone.page.getByRole('navigation', { name: 'Main menu' });
        await menu.getByRole('link', { name: 'Tasks' }).waitFor();
        expect(await menu.getByRole('link', { name: 'Shop' }).count()).toBe(0);
        expect(await menu.getByRole('link', { name: 'Contract' }).count()).toBe(0);
        await screenshot(phone.page, 'menu-phone-en');
        // A signed-in phone: the header still fits 360 px.
        await phone.page.getByRole('button', { name: 'Menu' }).click();
        await registerThroughDialog(phone.page, env, 'en');
        const width = await phone.page.evaluate<number>('document.documentElement.scrollWidth');
        expect(width).toBeLessThanOrEqual(360);
        await screenshot(phone.page, 'home-phone-signed-in-en');

        // A phone tops up through /user/Payment (no QR code): pay on the gateway page, the page polls.
        const page = phone.page;
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Top up' }).click();
        await page.getByTestId('package').first().click();
        await page.getByRole('button', { name: /^Top up ¥/ }).click();
        await page.getByRole('heading', { name: 'Payment' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/user/Payment');
        expect(new URL(page.url()).searchParams.get('pay_way')).toBe('7');
        const [payPage] = await Promise.all([
          page.context().waitForEvent('page'),
          page.getByRole('link', { name: 'Go to pay' }).click(),
        ]);
        await payPage.getByRole('button', { name: /Pay/ }).click();
        await payPage.waitForLoadState();
        await payPage.close();
        await page.getByTestId('payment-status').getByText('Top-up successful').waitFor({ timeout: 30_000 });
        await screenshot(page, 'payment-phone-en');
        const afterPayment = await readBalance(page);
        expect(afterPayment).toBeGreaterThan(0n);

        // Card codes: a wrong one gets the server's message, a real one credits once.
        const [code] = await issueCardCodes(env, 1, '25.00');
        await page.goto('/user/recharge?isShow=1');
        const card = page.getByLabel('Card code (CDK)');
        await card.fill('WRONG-CODE-0000');
        await page.getByRole('button', { name: 'Redeem' }).click();
        await page.getByRole('alert').filter({ hasText: 'CDK code incorrect' }).waitFor();
        await card.fill(code.toLowerCase());
        await page.getByRole('button', { name: 'Redeem' }).click();
        await page.getByText('25.00 coins added').waitFor();
        await waitForBalance(page, (value) => value === afterPayment + 2500n);
        await card.fill(code);
        await page.getByRole('button', { name: 'Redeem' }).click();
        await page.getByRole('alert').filter({ hasText: 'already been used' }).waitFor();
      } finally {
        await phone.context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "opens the help centre, the user agreement, the privacy terms and customer service from the footer, which shows the server's version",
    async () => {
      const { context, page } = await newPlayerPage(env, 'en');
      try {
        await page.goto('/helps');
        await page.getByRole('heading', { name: 'Help centre', level: 1 }).waitFor();
        await screenshot(page, 'helps-en');
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('link', { name: 'User agreement' }).click();
        await page.getByRole('heading', { name: 'User agreement', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/active/help/2');
        await screenshot(page, 'help-article-en');
        await footer.getByRole('link', { name: 'Privacy terms' }).click();
        await page.getByRole('heading', { name: 'Privacy terms', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/active/help/3');

        // The version the server reports, and customer service in the help centre (no placeholder).
        const info = await new ApiClient(env.testApp.baseUrl).get<{ version: string }>('/api/info');
        await footer.getByTestId('site-version').getByText(`Version ${info.body.data.version}`).waitFor();
        await footer.getByRole('link', { name: 'Customer service' }).click();
        await page.getByRole('heading', { name: 'Help centre', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/helps');
        expect(context.pages()).toHaveLength(1);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'opens the partner pages the menu hides (spec main layout) at their own addresses',
    async () => {
      const { context, page } = await newPlayerPage(env, 'zh');
      try {
        await page.goto('/002-Partner1');
        await page.getByRole('heading', { name: '金牌王者', level: 1 }).waitFor();
        await page.getByText('合作伙伴计划的最高等级，佣金比例最高。').waitFor();
        expect(new URL(page.url()).pathname).toBe('/002-Partner1');
        await screenshot(page, 'partner1-zh');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
