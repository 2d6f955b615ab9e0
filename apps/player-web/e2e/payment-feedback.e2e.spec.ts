// What a player sees around a payment (issue 16), English and Chinese, all real: the API with the
// sandbox gateway, the built web app, Chromium.
//   desktop: a first top-up of 100.00 paid on the sandbox pay page in a second page; the QR dialog
//            closes by itself, the success lists the recharge, the first-recharge bonus and the VIP
//            rebate the server recorded, whose total is what the header balance rose by; card codes: nothing
//            typed gets its own message, refusals show inline (once, no toast beside them); a top-up
//            the server refuses says why next to the button
//   phone:   the payment page shows the amount and its order, and speaks of the payment link it
//            shows (no QR code); a reload shows the same order and places no second one (the API's
//            records say so), before and after paying; the credits add up to the balance's rise
//   sandbox: an expired order's pay page shows only the expired state (and the phone page too)
import type { Locator, Page } from 'playwright-core';
import { parseAmount, signingHeaders } from '@lootledger/contracts';
import { DEV_SIGNING_SECRET } from '../../api/src/platform/config/app-config';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import { OrdersService } from '../../api/src/payments/orders/orders.service';
import { aStaffMember } from '../../api/src/staff/testing/test-staff';
import {
  FLOW_TIMEOUT_MS,
  headerBalance,
  issueCardCodes,
  newPlayerPage,
  readBalance,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  TEXT,
  waitForBalance,
  type Lang,
  type WebTestEnv,
} from './support/player-web';

const T = {
  en: {
    cardLabel: 'Card code (CDK)',
    redeem: 'Redeem',
    cardRequired: 'Enter a card code',
    cardWrong: 'CDK code incorrect',
    noPackage: 'No such recharge package',
    credits: ['Recharge', 'First recharge bonus', 'VIP rebate'],
    qrWords: /QR/,
    linkOnce: 'This payment link can be used once',
    payButton: /^Pay ¥/,
    goToPay: 'Go to pay',
    paymentTitle: 'Payment',
    expiredPage: 'This payment has expired',
    paidPage: 'Payment complete',
    expiredPhone: 'This order has expired',
    amount: (price: string) => `Amount ¥${price}`,
  },
  zh: {
    cardLabel: '卡密',
    redeem: '兑换',
    cardRequired: '请输入卡密',
    cardWrong: '卡密错误',
    noPackage: '充值套餐不存在',
    credits: ['充值', '首充奖励', 'VIP返利'],
    qrWords: /二维码|QR/,
    linkOnce: '支付链接仅能使用一次',
    payButton: /^立即支付 ¥/,
    goToPay: '去支付',
    paymentTitle: '支付',
    expiredPage: '该支付已过期',
    paidPage: '支付成功',
    expiredPhone: '该订单已过期',
    amount: (price: string) => `金额 ¥${price}`,
  },
} as const;

let env: WebTestEnv;
beforeAll(async () => {
  env = await startWebTestEnv();
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

/** The signed-in player's access token, as the site keeps it (a cookie). */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'token');
  if (!cookie) throw new Error('no session cookie');
  return decodeURIComponent(cookie.value);
}

interface Records {
  data: { code: string; price: string; status: string }[];
  total: number;
}

/** The player's recharge orders, as the API lists them. */
async function ordersOf(page: Page): Promise<Records> {
  const result = await new ApiClient(env.testApp.baseUrl).get<Records>('/api/recharge_record', {
    token: await tokenOf(page),
  });
  expect(result.status).toBe(200);
  return result.body.data;
}

/** A finance staff member's signed admin call (packages). */
async function asFinance(method: 'POST' | 'DELETE', path: string, body: unknown): Promise<void> {
  const { token } = await aStaffMember(env.testApp).withRole('finance').signIn(new ApiClient(env.testApp.baseUrl));
  const text = JSON.stringify(body);
  const response = await fetch(env.testApp.baseUrl + path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      ...signingHeaders(DEV_SIGNING_SECRET, { method, path, body: text }),
    },
    body: text,
  });
  expect(response.status).toBeLessThan(300);
}

const amountIn = async (locator: Locator): Promise<bigint> => {
  const value = parseAmount((await locator.innerText()).replace(/[^\d.-]/g, ''));
  if (value === null) throw new Error('not an amount');
  return value;
};

/** The credits a paid top-up lists (names and amounts), after checking that they add up to its total. */
async function creditedLines(status: Locator): Promise<{ names: string[]; amounts: bigint[]; total: bigint }> {
  const lines = status.getByTestId('credited-line');
  await lines.first().waitFor();
  const names = await lines.locator('dt').allInnerTexts();
  const amounts: bigint[] = [];
  for (const amount of await lines.locator('dd').all()) amounts.push(await amountIn(amount));
  const total = await amountIn(status.getByTestId('credited-total').locator('dd'));
  expect(amounts.reduce((sum, amount) => sum + amount, 0n)).toBe(total);
  return { names, amounts, total };
}

/** Opens the pay link in a second page (the phone that scanned the code) and pays there. */
async function payInSecondPage(page: Page, href: string, lang: Lang): Promise<Page> {
  const payPage = await page.context().newPage();
  await payPage.goto(`${href}?lang=${lang}`);
  await payPage.locator('[data-state="pending"]').waitFor();
  await payPage.getByRole('button', { name: T[lang].payButton }).click();
  // Paying, then (the page reloads itself until the merchant confirmed) paid.
  await payPage.locator('[data-state="paid"]').waitFor({ timeout: 30_000 });
  expect(await payPage.locator('[data-state]').count()).toBe(1);
  expect(await payPage.getByRole('alert').count()).toBe(0);
  await payPage.getByText(T[lang].paidPage).waitFor();
  return payPage;
}

describe.each(['en', 'zh'] as const)('payment feedback (browser e2e, %s)', (lang) => {
  const text = TEXT[lang];
  const t = T[lang];

  it(
    'desktop: paid on the sandbox page in a second page, the QR dialog closes, the success shows and the balance rises; card-code and top-up refusals inline',
    async () => {
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/');
        await registerThroughDialog(page, env, lang);
        const before = await readBalance(page);
        await page.goto('/recharge');
        // A first top-up of 100.00: its first-recharge bonus is the one the API lists for 100.00.
        const pack = page.getByTestId('package').filter({ hasText: '¥100.00' });
        const bonuses = await new ApiClient(env.testApp.baseUrl).get<{ bean: string; bonus: string }[]>(
          '/api/beans/first',
        );
        const bonus = parseAmount(bonuses.body.data.find((entry) => entry.bean === '100.00')!.bonus)!;
        await pack.click();
        await page.getByRole('button', { name: text.topUpButton }).click();
        const dialog = page.getByRole('dialog', { name: text.scanTitle });
        await dialog.getByRole('img').waitFor();
        await dialog.getByTestId('payment-status').and(page.locator('[data-state="waiting"]')).waitFor();
        const href = await dialog.getByRole('link', { name: text.openPayPage }).getAttribute('href');
        const [order] = (await ordersOf(page)).data;
        expect(href).toBe(`${env.testApp.baseUrl}/sandbox/pay/${order.code}`);

        const payPage = await payInSecondPage(page, href!, lang);
        // The dialog closes by itself; the success stays on the page; the header follows.
        await dialog.waitFor({ state: 'hidden' });
        const success = page.getByTestId('recharge-success');
        await success.getByText(text.topUpDone).waitFor();
        const paid = await ordersOf(page);
        expect(paid.total).toBe(1);
        expect(paid.data[0]).toMatchObject({ code: order.code, status: 'paid' });
        // Each credit as the server recorded it; their total is what the balance rose by.
        const credited = await creditedLines(success);
        expect(credited.names).toEqual(t.credits);
        expect(credited.amounts.slice(0, 2)).toEqual([10_000n, bonus]);
        expect(credited.amounts[2]).toBeGreaterThan(0n);
        const after = await waitForBalance(page, (value) => value === before + credited.total);
        // The success names the balance the header shows.
        const headerText = (await headerBalance(page).innerText()).replace(/[^\d.]/g, '');
        expect(after).toBeGreaterThan(0n);
        await success.locator('p').filter({ hasText: headerText }).waitFor();
        await screenshot(page, `payment-success-${lang}`);
        await payPage.close();

        // Card codes: nothing typed (or only spaces and dashes) gets its own message, without a request;
        // a wrong code the server's, under the field and only there; a real one credits.
        const card = page.getByLabel(t.cardLabel, { exact: true });
        const redeem = page.getByRole('button', { name: t.redeem, exact: true });
        await redeem.click();
        await page.getByTestId('card-refusal').getByText(t.cardRequired).waitFor();
        expect(await card.getAttribute('aria-invalid')).toBe('true');
        await card.fill(' - - ');
        await redeem.click();
        await page.getByTestId('card-refusal').getByText(t.cardRequired).waitFor();
        await card.fill('WRONG-CODE-0000');
        await page.getByTestId('card-refusal').waitFor({ state: 'detached' });
        await redeem.click();
        await page.getByRole('alert').filter({ hasText: t.cardWrong }).waitFor();
        expect(await page.getByText(t.cardWrong).count()).toBe(1);
        await screenshot(page, `recharge-card-refusal-${lang}`);
        const [code] = await issueCardCodes(env, 1, '5.00');
        await card.fill(code);
        await redeem.click();
        await waitForBalance(page, (value) => value === after + 500n);
        await page.getByTestId('card-refusal').waitFor({ state: 'detached' });

        // The QR side: a package withdrawn after the page listed it is refused next to the button.
        const id = `pkg-e2e-gone-${lang}`;
        await asFinance('POST', '/admin/api/packages', {
          id,
          bean: '7.77',
          price: '7.77',
          reason: 'withdrawn by the payment e2e test',
        });
        await page.reload();
        await page.getByTestId('package').filter({ hasText: '¥7.77' }).click();
        await asFinance('DELETE', `/admin/api/packages/${id}`, { reason: 'withdrawn by the payment e2e test' });
        await page.getByRole('button', { name: text.topUpButton }).click();
        await page.getByTestId('recharge-refusal').getByText(t.noPackage).waitFor();
        expect(await page.getByText(t.noPackage).count()).toBe(1);
        expect(await page.getByRole('dialog', { name: text.scanTitle }).count()).toBe(0);
        expect((await ordersOf(page)).total).toBe(1);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'phone: the payment page shows the amount and its order; a reload shows the same order and places none',
    async () => {
      const { context, page } = await newPlayerPage(env, lang, { width: 390, height: 844 });
      try {
        await page.goto('/');
        await registerThroughDialog(page, env, lang);
        const before = await readBalance(page);
        await page.goto('/recharge');
        await page.getByTestId('package').nth(1).click();
        await page.getByRole('button', { name: text.topUpButton }).click();
        await page.getByRole('heading', { name: t.paymentTitle, exact: true }).waitFor();
        await page.waitForURL(/order_id=/);
        const url = new URL(page.url());
        expect(url.pathname).toBe('/user/Payment');
        const orderId = url.searchParams.get('order_id')!;
        await page.getByTestId('payment-order-id').getByText(orderId).waitFor();
        const amount = await page.getByTestId('payment-amount').innerText();
        const [placed] = (await ordersOf(page)).data;
        expect(placed.code).toBe(orderId);
        expect(amount).toBe(t.amount(placed.price));

        await page.reload();
        await page.getByTestId('payment-order-id').getByText(orderId).waitFor();
        expect(await page.getByTestId('payment-amount').innerText()).toBe(amount);
        expect(new URL(page.url()).searchParams.get('order_id')).toBe(orderId);
        await page.getByTestId('payment-status').and(page.locator('[data-state="waiting"]')).waitFor();
        // No QR code here, and no word of one: the page speaks of the link it shows.
        await page.getByText(t.linkOnce).waitFor();
        expect(await page.getByTestId('payment-qr').count()).toBe(0);
        expect(await page.locator('main').getByText(t.qrWords).count()).toBe(0);
        const records = await ordersOf(page);
        expect(records.total).toBe(1);
        expect(records.data[0]).toMatchObject({ code: orderId, status: 'pending' });
        await screenshot(page, `payment-phone-page-${lang}`);

        // Paid on the gateway page: the reloaded page saw it, and after another reload still the one order.
        const href = await page.getByRole('link', { name: t.goToPay }).getAttribute('href');
        expect(href).toBe(`${env.testApp.baseUrl}/sandbox/pay/${orderId}`);
        const payPage = await payInSecondPage(page, href!, lang);
        await payPage.close();
        await page.getByTestId('payment-status').and(page.locator('[data-state="paid"]')).waitFor({ timeout: 30_000 });
        await page.getByTestId('payment-status').getByText(text.topUpDone).waitFor();
        const { total } = await creditedLines(page.getByTestId('payment-status'));
        const after = await waitForBalance(page, (value) => value === before + total);
        await page.reload();
        await page.getByTestId('payment-status').and(page.locator('[data-state="paid"]')).waitFor();
        await page.getByTestId('payment-order-id').getByText(orderId).waitFor();
        expect(await page.getByRole('link', { name: t.goToPay }).count()).toBe(0);
        expect(await readBalance(page)).toBe(after);
        const final = await ordersOf(page);
        expect(final.total).toBe(1);
        expect(final.data[0]).toMatchObject({ code: orderId, status: 'paid' });
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'sandbox pay page: an expired order shows only the expired state; so does the phone page',
    async () => {
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/');
        await registerThroughDialog(page, env, lang);
        const me = await new ApiClient(env.testApp.baseUrl).get<{ id: string }>('/api/me', {
          token: await tokenOf(page),
        });
        // Placed (through the real service) longer ago than an order lives: expired now.
        const placedAt = new Date(Date.now() - env.testApp.config.orderTtlMs - 60_000);
        const { orderId } = await env.testApp.app
          .get(OrdersService)
          .place(me.body.data.id, 'pkg-100', 'alipay', placedAt);

        const payPage = await context.newPage();
        await payPage.goto(`/sandbox/pay/${orderId}?lang=${lang}`);
        await payPage.locator('[data-state="expired"]').waitFor();
        expect(await payPage.locator('[data-state]').count()).toBe(1);
        await payPage.getByRole('alert').getByText(t.expiredPage).waitFor();
        expect(await payPage.getByRole('button').count()).toBe(0);
        expect(await payPage.getByText(t.paidPage).count()).toBe(0);
        await screenshot(payPage, `sandbox-pay-expired-${lang}`);
        await payPage.close();

        await page.goto(`/user/Payment?order_id=${orderId}`);
        await page.getByTestId('payment-status').and(page.locator('[data-state="expired"]')).waitFor();
        await page.getByRole('alert').getByText(t.expiredPhone).waitFor();
        expect(await page.getByRole('link', { name: t.goToPay }).count()).toBe(0);
        expect(await page.getByText(text.topUpDone).count()).toBe(0);
        expect((await ordersOf(page)).data).toEqual([expect.objectContaining({ code: orderId, status: 'expired' })]);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
