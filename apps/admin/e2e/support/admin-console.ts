// What the admin console's browser tests share: the API serving the built console (apps/admin/dist)
// with the demo catalogue, a low approval threshold and a delivery approval step, Chromium, staff
// of each role signed in through the console's own login page (with a TOTP code when enrolled: the
// first admin and every role that moves money are), in English or Chinese.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aPlayer, type TestPlayer } from '../../../api/src/identity/testing';
import { topUp } from '../../../api/src/games/testing';
import type { SqlClient } from '@lootledger/event-store';
import {
  aStaffMember,
  currentTotpCode,
  enrolTotp,
  staffSignIn,
  type TestStaff,
} from '../../../api/src/staff/testing/test-staff';
import { SQL_CLIENT } from '../../../api/src/platform/database/tokens';
import { ApiClient } from '../../../api/src/platform/testing/api-client';
import { releaseSharedBrowser, screenshot, sharedBrowser } from '../../../api/src/platform/testing/browser';
import { startTestApp, type TestApp } from '../../../api/src/platform/testing/test-app';
import type { StaffRole } from '../../../api/src/platform/auth/staff-role';

export { screenshot };

/** A limit for a hung browser test, not a speed check (a flow takes 5–45 s here, more on a loaded machine). */
export const FLOW_TIMEOUT_MS = 180_000;

export type Lang = 'en' | 'zh';

/** The first admin, created at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const FIRST_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' };

/** Adjustments above this wait for a second staff member (ADJUSTMENT_APPROVAL_THRESHOLD). */
export const APPROVAL_THRESHOLD = '50.00';

/** Items worth more than this wait in status 4 until staff approve (DELIVERY_APPROVAL_THRESHOLD). */
export const DELIVERY_THRESHOLD = '50.00';

/** A staff member as the console tests sign them in: with their current TOTP code when enrolled. */
export interface ConsoleStaff extends TestStaff {
  totpCode?: () => Promise<string>;
}

export interface AdminTestEnv {
  testApp: TestApp;
  client: ApiClient;
  browser: Browser;
  /** FIRST_ADMIN, enrolled in TOTP. */
  firstAdmin: ConsoleStaff;
  close(): Promise<void>;
}

function consoleStaff(testApp: TestApp, staff: TestStaff): ConsoleStaff {
  return staff.totpSecret ? { ...staff, totpCode: () => currentTotpCode(testApp, staff) } : staff;
}

export async function startAdminTestEnv(): Promise<AdminTestEnv> {
  const testApp = await startTestApp({
    seedDemo: true,
    adminEmail: FIRST_ADMIN.email,
    adminPassword: FIRST_ADMIN.password,
    adjustmentApprovalThreshold: 5000n,
    deliveryApprovalThreshold: DELIVERY_THRESHOLD,
    deliveryPollMs: 50,
    sandboxTradeFailureRate: 0,
    sandboxTradeUnavailableRate: 0,
  });
  const { rows } = await testApp.app
    .get<SqlClient>(SQL_CLIENT)
    .query<{ id: string }>(`SELECT id::text AS id FROM staff WHERE email = $1`, [FIRST_ADMIN.email]);
  const firstAdmin: TestStaff = { ...FIRST_ADMIN, id: rows[0].id, role: 'admin' };
  firstAdmin.totpSecret = await enrolTotp(testApp, firstAdmin.id);
  const browser = await sharedBrowser();
  return {
    testApp,
    client: new ApiClient(testApp.baseUrl),
    browser,
    firstAdmin: consoleStaff(testApp, firstAdmin),
    async close() {
      await testApp.close();
      await releaseSharedBrowser();
    },
  };
}

/** A registered player with `amount` coins credited through the ledger. */
export async function aPlayerWithCoins(env: AdminTestEnv, amount: string): Promise<TestPlayer> {
  const player = await aPlayer(env.client).register();
  await topUp(env.testApp, player.id, amount);
  return player;
}

export async function aStaffOf(env: AdminTestEnv, role: StaffRole): Promise<ConsoleStaff> {
  return consoleStaff(
    env.testApp,
    await aStaffMember(env.testApp).withRole(role).withPassword(`${role}-password-1`).create(),
  );
}

/** A staff token over the API (both sign-in steps when enrolled), for checks beside the browser. */
export function staffToken(env: AdminTestEnv, staff: TestStaff): Promise<string> {
  return staffSignIn(env.testApp, env.client, staff);
}

export interface StaffPage {
  context: BrowserContext;
  page: Page;
}

/** A fresh browser (its own storage) whose language is `lang`, at the console's sign-in page. */
export async function openConsole(env: AdminTestEnv, lang: Lang): Promise<StaffPage> {
  const context = await env.browser.newContext({
    baseURL: env.testApp.baseUrl,
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    viewport: { width: 1360, height: 900 },
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto('/admin/');
  return { context, page };
}

export const TEXT = {
  en: { email: 'Email', password: 'Password', signIn: 'Sign in', code: 'Authentication code', verify: 'Verify' },
  zh: { email: '邮箱', password: '密码', signIn: '登录', code: '验证码', verify: '验证' },
} as const;

/** Signs in through the console's login page (the code step when enrolled) and waits for the menu. */
export async function signIn(
  page: Page,
  staff: { email: string; password: string; totpCode?: () => Promise<string> },
  lang: Lang,
  screenshotName?: string,
): Promise<void> {
  const text = TEXT[lang];
  await page.getByLabel(text.email).fill(staff.email);
  await page.getByLabel(text.password, { exact: false }).first().fill(staff.password);
  if (screenshotName) await screenshot(page, screenshotName);
  await page.getByRole('button', { name: text.signIn }).click();
  if (staff.totpCode) {
    await page.getByLabel(text.code).fill(await staff.totpCode());
    await page.getByRole('button', { name: text.verify }).click();
  }
  await page.getByRole('menuitem').first().waitFor();
}

/** The side menu (react-admin renders its entries as menu items). */
export function menuEntry(page: Page, name: string) {
  return page.getByRole('menuitem', { name, exact: true });
}
