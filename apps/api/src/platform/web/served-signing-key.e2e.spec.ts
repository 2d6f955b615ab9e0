// The served web apps sign with the server's APP_SIGNING_SECRET, not the key they were built with:
// with a non-default key, a player logs in to the player web and staff sign in to the console in a
// real browser (each request of theirs is signed with the key from the page's meta tag).
import type { Browser, Page } from 'playwright-core';
import { SIGNING_KEY_META } from '@lootledger/contracts';
import { aPlayer } from '../../identity/testing';
import { ApiClient } from '../testing/api-client';
import { releaseSharedBrowser, sharedBrowser } from '../testing/browser';
import { startTestApp, type TestApp } from '../testing/test-app';

const SIGNING_SECRET = 'a-production-like-signing-key-0123456789';
const STAFF = { email: 'keys@e2e.test', password: 'keys-e2e-password-1' };
const FLOW_TIMEOUT_MS = 60_000;

let testApp: TestApp;
let browser: Browser;
beforeAll(async () => {
  testApp = await startTestApp({
    signingSecret: SIGNING_SECRET,
    adminEmail: STAFF.email,
    adminPassword: STAFF.password,
  });
  browser = await sharedBrowser();
}, FLOW_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await releaseSharedBrowser();
});

async function openPage(path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: testApp.baseUrl, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(path);
  expect(await page.locator(`meta[name="${SIGNING_KEY_META}"]`).getAttribute('content')).toBe(SIGNING_SECRET);
  return page;
}

describe('the signing key of the served web apps (browser e2e)', () => {
  it(
    'the player web logs a player in with a non-default APP_SIGNING_SECRET',
    async () => {
      const player = await aPlayer(new ApiClient(testApp.baseUrl, SIGNING_SECRET)).register();
      const page = await openPage('/');
      try {
        await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Log in' });
        await dialog.getByLabel('Phone number').fill(player.mobile);
        await dialog.getByLabel('Password', { exact: true }).fill(player.password);
        await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
        await page.getByTestId('header-balance').waitFor();
      } finally {
        await page.context().close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'the admin console signs staff in with a non-default APP_SIGNING_SECRET',
    async () => {
      const page = await openPage('/admin/');
      try {
        await page.getByLabel('Email').fill(STAFF.email);
        await page.getByLabel('Password').first().fill(STAFF.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('menuitem').first().waitFor();
      } finally {
        await page.context().close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
