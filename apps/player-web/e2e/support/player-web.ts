// What the player-web browser tests share: the API with the built web app and a sandbox, Chromium,
// and the steps a person takes (register through the dialog reading the SMS, top up through the
// sandbox pay page). Texts are the ones a player reads, per language.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { parseAmount, signingHeaders } from '@lootledger/contracts';
import { DEV_SIGNING_SECRET } from '../../../api/src/platform/config/app-config';
import { ApiClient } from '../../../api/src/platform/testing/api-client';
import type { TestPlayer } from '../../../api/src/identity/testing';
import { aStaffMember } from '../../../api/src/staff/testing/test-staff';
import { releaseSharedBrowser, screenshot, sharedBrowser } from '../../../api/src/platform/testing/browser';
import { startTestApp, type TestApp } from '../../../api/src/platform/testing/test-app';

export { screenshot };

/**
 * A limit for a hung browser test, not a speed check: a flow takes 5–45 s here (the reel spins 4 s,
 * payments poll every 2 s) and several times that on a machine whose cores are all busy.
 */
export const FLOW_TIMEOUT_MS = 240_000;

export interface WebTestEnv {
  testApp: TestApp;
  browser: Browser;
  close(): Promise<void>;
}

const STAFF = { email: 'staff@e2e.test', password: 'e2e-staff-password-1' };

export async function startWebTestEnv(): Promise<WebTestEnv> {
  const testApp = await startTestApp({
    seedDemo: true,
    sandboxPayNotifyDelayMs: 20,
    adminEmail: STAFF.email,
    adminPassword: STAFF.password,
  });
  const browser = await sharedBrowser();
  return {
    testApp,
    browser,
    async close() {
      await testApp.close();
      await releaseSharedBrowser();
    },
  };
}

export type Lang = 'en' | 'zh';

export const TEXT = {
  en: {
    register: 'Register',
    login: 'Log in',
    getCode: 'Get code',
    phone: 'Phone number',
    code: 'Verification code',
    password: 'Password',
    agree: /I have read and agree/,
    adult: 'I am 18 or older',
    registered: 'Registered',
    topUpMenu: 'Top up',
    topUpButton: /^Top up ¥/,
    scanTitle: 'Scan to pay',
    openPayPage: /Open the payment page/,
    topUpDone: 'Top-up successful',
    openButton: /^Open 1 box for/,
    resultTitle: 'You got',
    landedOn: 'Landed on',
    recycleAll: /^Recycle all for/,
    recycled: 'Recycled for',
    detailMenu: 'Income and expense',
    recycleType: 'Recycle',
    openType: 'Box opening',
    rechargeType: 'Recharge',
    backpackMenu: 'Backpack',
    pleaseLogin: 'Please log in',
    notFound: 'Page not found',
    backHome: 'Back to home',
    alreadySwitched: 'Already switched',
    languageButton: 'EN',
    loginFirst: 'Log in before opening the box',
    billsMenu: 'Bills',
    recordsMenu: 'Recharge records',
    settingsMenu: 'Settings',
  },
  zh: {
    register: '注册',
    login: '登录',
    getCode: '获取验证码',
    phone: '手机号',
    code: '验证码',
    password: '密码',
    agree: /我已阅读并同意/,
    adult: '我已年满18周岁',
    registered: '注册成功',
    topUpMenu: '充值',
    topUpButton: /^充值 ¥/,
    scanTitle: '扫码支付',
    openPayPage: /打开支付页面/,
    topUpDone: '充值成功',
    openButton: /^开启 1 个，花费/,
    resultTitle: '恭喜获得',
    landedOn: '开出',
    recycleAll: /^全部回收，获得/,
    recycled: '回收成功',
    detailMenu: '收支明细',
    recycleType: '饰品回收',
    openType: '开箱',
    rechargeType: '充值',
    backpackMenu: '背包',
    pleaseLogin: '请先登录',
    notFound: '页面不存在',
    backHome: '返回首页',
    alreadySwitched: '已切换',
    languageButton: '中文',
    loginFirst: '请先登录再开箱',
    billsMenu: '提货账单',
    recordsMenu: '充值记录',
    settingsMenu: '个人设置',
  },
} as const;

/**
 * A new browser context as a player whose saved language is `lang` (the site's setting). Its
 * player prefers reduced motion (the reels land at once, as they do for such a player) unless
 * `motion` is 'full': the opening's own tests watch the spin.
 */
export async function newPlayerPage(
  env: WebTestEnv,
  lang: Lang,
  viewport = { width: 1280, height: 900 },
  motion: 'reduced' | 'full' = 'reduced',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({
    baseURL: env.testApp.baseUrl,
    viewport,
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    reducedMotion: motion === 'reduced' ? 'reduce' : 'no-preference',
  });
  await context.addInitScript({
    content: `if (!localStorage.getItem('lang')) localStorage.setItem('lang', ${JSON.stringify(lang)});`,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/** Card codes as finance staff issue them (the admin API, signed in with TOTP), for the card top-up. */
export async function issueCardCodes(env: WebTestEnv, count: number, bean: string): Promise<string[]> {
  const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const text = JSON.stringify(body);
    const response = await fetch(env.testApp.baseUrl + path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...signingHeaders(DEV_SIGNING_SECRET, { method: 'POST', path, body: text }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: text,
    });
    const envelope = (await response.json()) as { code: number; data: T };
    if (envelope.code !== 200) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const { token } = await aStaffMember(env.testApp).withRole('finance').signIn(new ApiClient(env.testApp.baseUrl));
  const batch = await call<{ codes: string[] }>(
    '/admin/api/card-code-batches',
    { count, bean, expires_at: new Date(Date.now() + 86_400_000).toISOString(), note: 'player-web e2e' },
    token,
  );
  return batch.codes;
}

let nextMobile = 0;
export function uniqueMobile(): string {
  nextMobile += 1;
  return `139${String(Date.now() % 1e6).padStart(6, '0')}${String(nextMobile % 100).padStart(2, '0')}`;
}

/** The SMS the sandbox "sent" to the phone (what the person reads on it). */
export async function readSms(baseUrl: string, mobile: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${baseUrl}/sandbox/sms?mobile=${mobile}&area_code=86`);
    if (response.ok) {
      const body = (await response.json()) as { code?: string };
      if (body.code) return body.code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS for ${mobile}`);
}

export async function registerThroughDialog(page: Page, env: WebTestEnv, lang: Lang, shot?: string): Promise<string> {
  const text = TEXT[lang];
  const mobile = uniqueMobile();
  await page.locator('header').getByRole('button', { name: text.register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.register });
  await dialog.waitFor();
  await dialog.getByLabel(text.phone).fill(mobile);
  await dialog.getByRole('button', { name: text.getCode }).click();
  // The button counts down once the code is sent.
  await dialog.getByRole('button', { name: /\d+/ }).first().waitFor();
  await dialog.getByLabel(text.code, { exact: true }).fill(await readSms(env.testApp.baseUrl, mobile));
  await dialog.getByLabel(text.password, { exact: true }).fill('secret-pass-1');
  await dialog.getByRole('checkbox', { name: text.agree }).check();
  await dialog.getByRole('checkbox', { name: text.adult }).check();
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: text.register, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await headerBalance(page).waitFor();
  return mobile;
}

/** Logs in with mobile and password through the header's dialog and waits for the balance. */
export async function logInThroughDialog(page: Page, lang: Lang, mobile: string, password: string): Promise<void> {
  const text = TEXT[lang];
  await page.locator('header').getByRole('button', { name: text.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.login });
  await dialog.getByLabel(text.phone).fill(mobile);
  await dialog.getByLabel(text.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: text.login, exact: true }).click();
  await headerBalance(page).waitFor({ timeout: 30_000 });
  await dialog.waitFor({ state: 'detached' });
}

/** The player's session in the browser's cookies, as the site keeps it after a login. */
export async function signInWithCookies(env: WebTestEnv, context: BrowserContext, player: TestPlayer): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    url: env.testApp.baseUrl,
    expires: now + 86_400,
    sameSite: 'Lax' as const,
  });
  await context.addCookies([
    cookie('token', player.token),
    cookie('refresh_token', player.refreshToken),
    cookie('time', String(now + 900)),
  ]);
}

export function headerBalance(page: Page): Locator {
  return page.getByTestId('header-balance');
}

export async function readBalance(page: Page): Promise<bigint> {
  const value = parseAmount((await headerBalance(page).innerText()).replace(/[^\d.-]/g, ''));
  if (value === null) throw new Error('header balance is not an amount');
  return value;
}

/** Waits until the header balance satisfies `check` (it follows pushes and refetches). */
export async function waitForBalance(
  page: Page,
  check: (value: bigint) => boolean,
  timeoutMs = 15_000,
): Promise<bigint> {
  const deadline = Date.now() + timeoutMs;
  let last: bigint | null = null;
  while (Date.now() < deadline) {
    last = await readBalance(page).catch(() => null);
    if (last !== null && check(last)) return last;
    await page.waitForTimeout(100);
  }
  throw new Error(`header balance stayed at ${String(last)}`);
}

/** Chooses a package, pays it on the sandbox gateway's page (opened from the QR dialog), waits for the success and the balance. */
export async function topUpThroughSandbox(page: Page, lang: Lang, shot?: string): Promise<void> {
  const text = TEXT[lang];
  const before = await readBalance(page);
  await page
    .getByRole('navigation', { name: lang === 'zh' ? '主菜单' : 'Main menu' })
    .getByRole('link', { name: text.topUpMenu, exact: true })
    .click();
  await page.getByTestId('package').nth(3).click();
  await page.getByRole('button', { name: text.topUpButton }).click();
  const dialog = page.getByRole('dialog', { name: text.scanTitle });
  await dialog.getByRole('img').waitFor();
  if (shot) await screenshot(page, shot);
  const [payPage] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: text.openPayPage }).click(),
  ]);
  await payPage.waitForLoadState();
  await payPage.getByRole('button', { name: /Pay|支付/ }).click();
  await payPage.waitForLoadState();
  await payPage.close();
  // Paid: the QR dialog closes by itself and the success shows on the top-up page.
  await page.getByTestId('recharge-success').getByText(text.topUpDone).waitFor({ timeout: 30_000 });
  await dialog.waitFor({ state: 'hidden' });
  await waitForBalance(page, (value) => value > before);
}

/**
 * Waits until a page expression is true, polling from Node: the site's CSP forbids eval, so
 * page.waitForFunction fails whenever it has to poll inside the page (an EvalError), while
 * page.evaluate of an expression goes through the debugging protocol and is allowed.
 */
export async function untilPageSays(page: Page, expression: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
