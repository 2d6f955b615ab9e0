// Steam sign-in in a real browser, in both languages, through the sandbox OpenID provider: a new
// Steam account signs up (agreement and 18+), must bind a phone before it may top up, then tops up;
// a phone account binds Steam from the personal centre, that Steam account then signs in to it, and
// another account trying to bind the same Steam account is refused. A sign-in's return address opened
// in another browser is refused (the round trip belongs to the tab that started it). Binding keeps
// the saved trade URL: another Steam account than the URL's is refused, saying why (it used to empty
// the URL without a word).
import type { Page } from 'playwright-core';
import {
  FLOW_TIMEOUT_MS,
  headerBalance,
  newPlayerPage,
  readSms,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  TEXT,
  topUpThroughSandbox,
  uniqueMobile,
  type Lang,
  type WebTestEnv,
} from './support/player-web';

const STEAM_TEXT = {
  en: {
    steamButton: 'Sign in with Steam',
    sandboxTitle: 'Sign in through Steam',
    sandboxSignIn: 'Sign in',
    steamIdLabel: 'Steam id (17 digits)',
    createAccount: 'Create account and sign in',
    bindPhoneTitle: 'Bind a phone',
    bindPhoneWhy: 'Your account has no phone number yet. Bind one to top up and to extract items.',
    bind: 'Bind',
    mobileBound: 'Mobile number bound',
    mobileRequired: 'Bind a mobile number before topping up or extracting',
    bindSteam: 'Bind Steam',
    steamBound: 'Steam account bound',
    steamIdTaken: 'This Steam account is already bound to another account',
    tradeUrlOfOther: 'Your saved trade URL belongs to another Steam account',
    tradeUrl: 'Steam trade URL',
    saved: 'Saved',
    backToSettings: 'Back to settings',
    stateInvalid: 'This Steam sign-in was not started by you, has expired or was already used; please start again',
  },
  zh: {
    steamButton: '通过 Steam 登录',
    sandboxTitle: '通过 Steam 登录',
    sandboxSignIn: '登录',
    steamIdLabel: 'Steam ID（17位数字）',
    createAccount: '创建账号并登录',
    bindPhoneTitle: '绑定手机',
    bindPhoneWhy: '你的账号尚未绑定手机号。绑定后才能充值和提取饰品。',
    bind: '绑定',
    mobileBound: '手机号绑定成功',
    mobileRequired: '请先绑定手机号后再充值或提取',
    bindSteam: '绑定 Steam',
    steamBound: 'Steam 账号绑定成功',
    steamIdTaken: '该 Steam 账号已绑定其他账号',
    tradeUrlOfOther: '你保存的交易链接属于另一个 Steam 账号',
    tradeUrl: 'Steam 交易链接',
    saved: '保存成功',
    backToSettings: '返回设置',
    stateInvalid: '该 Steam 登录不是由你发起、已过期或已被使用，请重新发起',
  },
} as const;

let nextSteamId = BigInt(Date.now() % 1_000_000_000) + 1n;
/** A fresh individual account SteamID64 per call. */
function uniqueSteamId(): string {
  nextSteamId += 1n;
  return String(76561197960265728n + nextSteamId);
}

/** A Steam trade URL of the account `steamId` (its partner is the 32-bit account id). */
function tradeUrlOf(steamId: string): string {
  return `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - 76561197960265728n}&token=AbCd1234`;
}

/** On the sandbox provider's page: sign in as `steamId`, back to the site. */
async function signInAtSandbox(page: Page, lang: Lang, steamId: string, shot?: string): Promise<void> {
  const text = STEAM_TEXT[lang];
  await page.waitForURL(/\/sandbox\/steam\/login\?/);
  await page.getByRole('heading', { name: text.sandboxTitle }).waitFor();
  await page.getByLabel(text.steamIdLabel).fill(steamId);
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: text.sandboxSignIn, exact: true }).click();
}

async function steamFromLoginDialog(page: Page, lang: Lang, steamId: string, shot?: string): Promise<void> {
  await page.locator('header').getByRole('button', { name: TEXT[lang].login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TEXT[lang].login });
  await dialog.getByRole('button', { name: STEAM_TEXT[lang].steamButton }).click();
  await signInAtSandbox(page, lang, steamId, shot);
}

describe.each(['en', 'zh'] as const)('Steam sign-in (browser e2e, %s)', (lang) => {
  const text = { ...TEXT[lang], ...STEAM_TEXT[lang] };
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it(
    'signs up a new Steam account, forces a phone before topping up, then tops up',
    async () => {
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/');
        await steamFromLoginDialog(page, lang, uniqueSteamId(), lang === 'en' ? 'steam-sandbox-en' : undefined);

        // Back on /steam/handle: a new Steam account accepts the terms first.
        await page.waitForURL(/\/steam\/handle\?/);
        await page.getByRole('button', { name: text.createAccount }).waitFor();

        // The same return address opened in another browser (that did not start it) is refused.
        const other = await newPlayerPage(env, lang);
        try {
          await other.page.goto(page.url());
          await other.page.getByRole('alert').getByText(text.stateInvalid).waitFor();
          expect(await headerBalance(other.page).count()).toBe(0);
        } finally {
          await other.context.close();
        }

        await page.getByRole('button', { name: text.createAccount }).click();
        await page.getByText(text.agree).waitFor();
        await page
          .getByRole('alert')
          .getByText(lang === 'en' ? 'Please read and accept' : '请阅读并同意')
          .waitFor();
        await page.getByRole('checkbox', { name: text.agree }).check();
        await page.getByRole('checkbox', { name: text.adult }).check();
        await page.getByRole('button', { name: text.createAccount }).click();

        // Signed in, on the home page, asked to bind a phone.
        await headerBalance(page).waitFor();
        await page.waitForURL((url) => url.pathname === '/');
        const bindPhone = page.getByRole('dialog', { name: text.bindPhoneTitle });
        await bindPhone.getByText(text.bindPhoneWhy).waitFor();

        // Closing it does not make a top-up possible: the refusal says why and asks again.
        await bindPhone.getByRole('button', { name: lang === 'en' ? 'Close' : '关闭' }).click();
        await bindPhone.waitFor({ state: 'detached' });
        await page.goto('/recharge');
        await page.getByTestId('package').nth(3).click();
        await page.getByRole('button', { name: text.topUpButton }).click();
        await page.getByText(text.mobileRequired).first().waitFor();
        await bindPhone.getByText(text.bindPhoneWhy).waitFor();
        expect(await page.getByRole('dialog', { name: text.scanTitle }).count()).toBe(0);

        // Bind a phone with the SMS code.
        const mobile = uniqueMobile();
        await bindPhone.getByLabel(text.phone).fill(mobile);
        await bindPhone.getByRole('button', { name: text.getCode }).click();
        await bindPhone.getByRole('button', { name: /\d+/ }).first().waitFor();
        await bindPhone.getByLabel(text.code, { exact: true }).fill(await readSms(env.testApp.baseUrl, mobile));
        if (lang === 'zh') await screenshot(page, 'steam-bind-phone-zh');
        await bindPhone.getByRole('button', { name: text.bind, exact: true }).click();
        await page.getByText(text.mobileBound).first().waitFor();
        await bindPhone.waitFor({ state: 'detached' });

        // Now the top-up goes through.
        await page.goto('/');
        await topUpThroughSandbox(page, lang);
        await page.goto('/user/info');
        await page.getByText(`+86 ${mobile}`).waitFor();
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'binds Steam to a phone account from the personal centre; that Steam account signs in to it; another account may not bind it',
    async () => {
      const steamId = uniqueSteamId();
      const first = await newPlayerPage(env, lang);
      try {
        await first.page.goto('/');
        const mobile = await registerThroughDialog(first.page, env, lang);
        await first.page.goto('/user/info');
        const steamRow = first.page.getByTestId('steam-account');
        await steamRow.getByRole('button', { name: text.bindSteam }).click();
        await signInAtSandbox(first.page, lang, steamId);
        await first.page.waitForURL((url) => url.pathname === '/user/info');
        await first.page.getByText(text.steamBound).first().waitFor();
        await steamRow.getByText(steamId).waitFor();
        expect(await steamRow.getByRole('button', { name: text.bindSteam }).count()).toBe(0);

        // Signing in with that Steam account elsewhere opens the phone account: no phone to bind.
        const elsewhere = await newPlayerPage(env, lang);
        try {
          await elsewhere.page.goto('/');
          await steamFromLoginDialog(elsewhere.page, lang, steamId);
          await headerBalance(elsewhere.page).waitFor();
          await elsewhere.page.goto('/user/info');
          await elsewhere.page.getByText(`+86 ${mobile}`).waitFor();
          expect(await elsewhere.page.getByRole('dialog', { name: text.bindPhoneTitle }).count()).toBe(0);
        } finally {
          await elsewhere.context.close();
        }
      } finally {
        await first.context.close();
      }

      const second = await newPlayerPage(env, lang);
      try {
        await second.page.goto('/');
        await registerThroughDialog(second.page, env, lang);
        await second.page.goto('/user/info');
        const steamRow = second.page.getByTestId('steam-account');
        await steamRow.getByRole('button', { name: text.bindSteam }).click();
        await signInAtSandbox(second.page, lang, steamId);
        await second.page.waitForURL(/\/steam\/bind\?/);
        await second.page.getByRole('alert').getByText(text.steamIdTaken).waitFor();
        await second.page.getByRole('link', { name: text.backToSettings }).click();
        await second.page.waitForURL((url) => url.pathname === '/user/info');
        await steamRow.getByRole('button', { name: text.bindSteam }).waitFor();
        expect(await steamRow.innerText()).not.toContain(steamId);
      } finally {
        await second.context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'keeps the saved trade URL: binding another Steam account is refused with the reason, binding its own keeps it',
    async () => {
      const own = uniqueSteamId();
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/');
        await registerThroughDialog(page, env, lang);
        await page.goto('/user/info');
        const tradeUrl = page.getByLabel(text.tradeUrl);
        await tradeUrl.fill(tradeUrlOf(own));
        await tradeUrl.press('Enter');
        await page.getByText(text.saved).first().waitFor();
        const steamRow = page.getByTestId('steam-account');
        await steamRow.getByText(own).waitFor();

        // Signed in to Steam as another account (a browser remembers one): refused, nothing emptied.
        await steamRow.getByRole('button', { name: text.bindSteam }).click();
        await signInAtSandbox(page, lang, uniqueSteamId());
        await page.waitForURL(/\/steam\/bind\?/);
        await page.getByRole('alert').getByText(text.tradeUrlOfOther).waitFor();
        await page.getByRole('link', { name: text.backToSettings }).click();
        await page.waitForURL((url) => url.pathname === '/user/info');
        expect(await tradeUrl.inputValue()).toBe(tradeUrlOf(own));

        // As the trade URL's own account: bound, and the URL is still there after a reload.
        await steamRow.getByRole('button', { name: text.bindSteam }).click();
        await signInAtSandbox(page, lang, own);
        await page.waitForURL((url) => url.pathname === '/user/info');
        await page.getByText(text.steamBound).first().waitFor();
        await page.reload();
        await steamRow.getByText(own).waitFor();
        expect(await tradeUrl.inputValue()).toBe(tradeUrlOf(own));
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
