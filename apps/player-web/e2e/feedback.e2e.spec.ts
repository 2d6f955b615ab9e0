// Feedback in a real browser (issue 16), English and Chinese: the backpack confirms extracting and
// recycling (count and total value), then says what happened with a link to the bills; it sorts by
// value and searches by name, and says "1 item". Toasts sit above an open dialog and show once; an
// insufficient balance offers a top-up link and the error clears once an opening goes through. A
// malformed phone number and an empty or refused card code get their own messages in the form. A
// failed load (the server answering 500, through page.route) shows a retry that recovers.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { aPlayer, type TestPlayer } from '../../api/src/identity/testing';
import { storageOnItsWay, topUp, waitUntil } from '../../api/src/games/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  screenshot,
  signInWithCookies,
  TEXT,
  type Lang,
  type WebTestEnv,
  startWebTestEnv,
} from './support/player-web';
import { cardValues, COPY, jumpUntilVisible, sum, TRADE_URL } from './support/feedback';

describe('feedback: confirmations, toasts, form messages, failed loads (browser e2e)', () => {
  let env: WebTestEnv;
  let client: ApiClient;
  let box: { id: string; price: string };
  let registrations = 0;

  beforeAll(async () => {
    env = await startWebTestEnv();
    client = new ApiClient(env.testApp.baseUrl);
    const boxes = await client.get<{ id: string; price: string }[]>('/api/boxes');
    box = [...boxes.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  /** A player registered over HTTP (each from its own loopback address: the SMS limit is per address). */
  async function aRegisteredPlayer(): Promise<TestPlayer> {
    registrations += 1;
    return aPlayer(client.fromAddress(`127.0.0.${10 + registrations}`)).register();
  }

  /** Opens `count` of the cheapest box through the API (the coins credited first): items in the backpack. */
  async function withItems(player: TestPlayer, count: number): Promise<void> {
    await topUp(env.testApp, player.id, formatAmount(parseAmount(box.price)! * BigInt(count)));
    const opened = await client.post('/api/box/open', { id: box.id, num: count }, { token: player.token });
    expect(opened.status).toBe(200);
  }

  it.each(['en', 'zh'] as const)(
    '%s: the backpack sorts and searches, confirms extracting and recycling, says what happened, links the bills',
    async (lang: Lang) => {
      const copy = COPY[lang];
      const player = await aRegisteredPlayer();
      await withItems(player, 5);
      expect((await client.post('/api/set_steam_url', { steam_url: TRADE_URL }, { token: player.token })).status).toBe(
        200,
      );
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await signInWithCookies(env, context, player);
        await page.goto('/user/packsack');
        const count = page.getByTestId('backpack-count');
        await count.getByText(copy.count(5), { exact: true }).waitFor();
        await page.getByRole('checkbox').nth(4).waitFor();

        // Sorted by value, most valuable first: the order the API gives for sort=value_desc.
        await page.getByLabel(copy.sortLabel).selectOption({ label: copy.byValue });
        const byValue = await client.get<{ data: { bean: string }[] }>('/api/storage?sort=value_desc', {
          token: player.token,
        });
        const expected = byValue.body.data.data.map((row) => row.bean);
        await waitUntil(
          () => cardValues(page),
          (shown) => shown.join(',') === expected.join(','),
        );
        await screenshot(page, `feedback-backpack-${lang}`);

        // A name search: only the items named so, and the count says how many.
        const names = await page.getByTestId('backpack-items').locator('.item-card__name').allInnerTexts();
        const part = names[0].trim().slice(0, 4);
        const matching = names.filter((name) => name.toLowerCase().includes(part.toLowerCase())).length;
        await page.getByLabel(copy.search).fill(part);
        await count.getByText(copy.count(matching), { exact: true }).waitFor();
        expect(await page.getByRole('checkbox').count()).toBe(matching);
        await page.getByLabel(copy.search).fill('');
        await count.getByText(copy.count(5), { exact: true }).waitFor();
        await page.getByRole('checkbox').nth(4).waitFor();

        // Extract two: the dialog asks with their count and total; Cancel changes nothing.
        const values = await cardValues(page);
        await page.getByRole('checkbox').nth(0).check();
        await page.getByRole('checkbox').nth(1).check();
        const extractTotal = sum(values.slice(0, 2));
        await page.getByRole('button', { name: copy.extract, exact: true }).click();
        const extractDialog = page.getByRole('dialog', { name: copy.extractTitle });
        await extractDialog.getByText(copy.summary(2, extractTotal)).waitFor();
        await extractDialog.getByRole('button', { name: copy.cancel }).click();
        await extractDialog.waitFor({ state: 'detached' });
        expect(await page.getByRole('checkbox').count()).toBe(5);
        await page.getByRole('button', { name: copy.extract, exact: true }).click();
        await extractDialog.getByText(copy.summary(2, extractTotal)).waitFor();
        if (lang === 'en') await screenshot(page, 'feedback-confirm-extract-en');
        await extractDialog.getByRole('button', { name: lang === 'en' ? 'Extract' : '确认提取' }).click();
        const done = page.getByTestId('backpack-done');
        await done.getByText(copy.extracted(2, extractTotal)).waitFor();
        await count.getByText(copy.count(3), { exact: true }).waitFor();
        // The two items left the backpack for the delivery bills (read in the order they move, each once).
        expect((await storageOnItsWay(client, player)).length).toBe(2);

        // Recycle two: asked with count and total, then the coins credited are said, with the bills link.
        const left = await cardValues(page);
        await page.getByRole('checkbox').nth(0).check();
        await page.getByRole('checkbox').nth(1).check();
        const recycleTotal = sum(left.slice(0, 2));
        await page.getByRole('button', { name: copy.recycle, exact: true }).click();
        const recycleDialog = page.getByRole('dialog', { name: copy.recycleTitle });
        await recycleDialog.getByText(copy.summary(2, recycleTotal)).waitFor();
        await recycleDialog.getByRole('button', { name: new RegExp(recycleTotal.replace('.', '\\.')) }).click();
        await done.getByText(copy.recycled(2, recycleTotal)).waitFor();
        // One left: "1 item", not "1 items".
        await count.getByText(copy.oneItem, { exact: true }).waitFor();
        expect(await count.innerText()).toBe(copy.oneItem);

        await done.getByRole('link', { name: copy.bills }).click();
        await page.waitForURL('**/user/bill');
        await page.getByRole('heading', { name: copy.billsTitle, level: 1 }).waitFor();
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each(['en', 'zh'] as const)(
    '%s: a toast shows once, above an open dialog; insufficient balance offers a top-up, cleared by a success',
    async (lang: Lang) => {
      const copy = COPY[lang];
      // Registered a moment ago: its phone got a code, so another within 60 s is refused (a toast).
      const player = await aRegisteredPlayer();
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await signInWithCookies(env, context, player);
        await page.goto('/user/info');
        await page.getByRole('button', { name: copy.changePassword }).click();
        const change = page.getByRole('dialog', { name: copy.changePassword });
        const sendCode = () =>
          Promise.all([
            page.waitForResponse((response) => response.url().includes('/api/send_sms')),
            change.getByRole('button', { name: copy.getCode }).click(),
          ]);
        await sendCode();
        const toast = page.getByTestId('toast');
        await toast.first().waitFor();
        expect(await toast.count()).toBe(1);
        // The toast is what the player sees at its place: nothing of the dialog (nor its backdrop) covers it.
        const onTop = await page.evaluate(`(() => {
          const toast = document.querySelector('[data-testid="toast"]');
          const box = toast.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return toast.contains(hit);
        })()`);
        await screenshot(page, `feedback-toast-over-dialog-${lang}`);
        expect(onTop).toBe(true);
        // It can be clicked (inside the dialog, so not inert): the close button works.
        await toast.getByRole('button').click();
        await toast.waitFor({ state: 'detached' });
        await sendCode();
        await toast.first().waitFor();
        // Refused twice more while it is on screen: still one toast.
        await sendCode();
        await sendCode();
        expect(await toast.count()).toBe(1);
        await change
          .getByRole('button', { name: lang === 'zh' ? '关闭' : 'Close' })
          .first()
          .click();

        // Opening a box with no coins: "Insufficient balance" with a way to top up.
        await page.goto(`/active/${box.id}`);
        const open = page.getByRole('button', { name: TEXT[lang].openButton });
        await open.click();
        const refusal = page.getByTestId('toast').filter({ hasText: copy.insufficient });
        await refusal.waitFor();
        await refusal.getByRole('link', { name: copy.topUp }).click();
        await page.waitForURL('**/recharge');

        // Refused again, then coins arrive and the next opening goes through: the old error is gone.
        await page.goto(`/active/${box.id}`);
        await open.click();
        await refusal.waitFor();
        await topUp(env.testApp, player.id, box.price);
        const opened = page.waitForResponse(
          (response) => response.url().includes('/api/box/open') && response.status() === 200,
        );
        await open.click();
        await opened;
        await refusal.waitFor({ state: 'detached', timeout: 15_000 });
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each(['en', 'zh'] as const)(
    '%s: a malformed phone number, an empty card code and a refused card code each get their own message',
    async (lang: Lang) => {
      const copy = COPY[lang];
      const text = TEXT[lang];
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/');
        await page.locator('header').getByRole('button', { name: text.login, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: text.login });
        await dialog.getByRole('button', { name: text.login, exact: true }).click();
        await dialog.getByRole('alert').getByText(copy.phoneRequired, { exact: true }).waitFor();
        await dialog.getByLabel(text.phone).fill('12345');
        await dialog.getByLabel(text.password, { exact: true }).fill('secret-pass-1');
        await dialog.getByRole('button', { name: text.login, exact: true }).click();
        await dialog.getByRole('alert').getByText(copy.phoneInvalid, { exact: true }).waitFor();
        // A well-formed number the server does not know: its refusal is said in the form, not in a toast.
        await dialog.getByLabel(text.phone).fill('13900000001');
        await dialog.getByRole('button', { name: text.login, exact: true }).click();
        await dialog
          .getByRole('alert')
          .filter({ hasText: lang === 'zh' ? '手机号或密码错误' : 'Wrong mobile number or password' })
          .waitFor();
        expect(await page.getByTestId('toast').count()).toBe(0);
        await dialog
          .getByRole('button', { name: lang === 'zh' ? '关闭' : 'Close' })
          .first()
          .click();

        const player = await aRegisteredPlayer();
        await signInWithCookies(env, context, player);
        await page.goto('/user/recharge?isShow=1');
        const card = page.getByLabel(copy.card, { exact: true });
        await page.getByRole('button', { name: copy.redeem }).click();
        await page.getByTestId('card-refusal').getByText(copy.cardRequired, { exact: true }).waitFor();
        // Past the server's length limit: its field message, in the form.
        await card.fill('X'.repeat(101));
        await page.getByRole('button', { name: copy.redeem }).click();
        await page.getByTestId('card-refusal').getByText(copy.cardTooLong, { exact: true }).waitFor();
        expect(await page.getByTestId('toast').count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each(['en', 'zh'] as const)(
    '%s: home, box page, backpack and bills show a retry when the server fails, and retry recovers',
    async (lang: Lang) => {
      const copy = COPY[lang];
      const player = await aRegisteredPlayer();
      await withItems(player, 1);
      const { context, page } = await newPlayerPage(env, lang);
      // The page's clock is Playwright's: the query's two retries (1 s, then 2 s after a failure)
      // come when the test moves the clock on, not after seconds of waiting.
      await page.clock.install();
      const failing = {
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, error: 'INTERNAL_ERROR', message: 'Server error (test)', data: null }),
      };
      const failWhile = async (pattern: RegExp, path: string, loaded: () => Promise<void>) => {
        await page.route(pattern, (route) => route.fulfill(failing));
        await page.goto(path);
        const failed = page.getByTestId('load-failed');
        await jumpUntilVisible(page, failed);
        // Three attempts (the query retries twice), one toast.
        expect(await page.getByTestId('toast').filter({ hasText: 'Server error (test)' }).count()).toBe(1);
        await page.unroute(pattern);
        await failed.getByRole('button', { name: copy.retry }).click();
        await loaded();
        expect(await failed.count()).toBe(0);
      };
      try {
        await signInWithCookies(env, context, player);
        await failWhile(/\/api\/boxes\?/, '/', () => page.getByTestId('box-card').first().waitFor());
        await failWhile(new RegExp(`/api/box/${box.id}\\?`), `/active/${box.id}`, () =>
          page.getByRole('button', { name: TEXT[lang].openButton }).waitFor(),
        );
        await failWhile(/\/api\/storage\?/, '/user/packsack', () => page.getByRole('checkbox').first().waitFor());
        await failWhile(/\/api\/storage\?/, '/user/bill', () =>
          page.getByRole('tabpanel').locator('.empty-state, .item-card').first().waitFor(),
        );
        // While loading, the backpack shows placeholders (the answer held back until they are seen).
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/api\/storage\?/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto('/user/packsack');
        await page.getByTestId('skeleton').waitFor();
        release();
        await page.getByRole('checkbox').first().waitFor();
        expect(await page.getByTestId('skeleton').count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
