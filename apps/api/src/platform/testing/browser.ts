// A real browser for end-to-end tests of the web apps: Debian's Chromium driven by playwright-core
// (never a downloaded browser). Screenshots go to artifacts/screenshots/ (CI keeps that folder).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', '..', '..', '..', 'artifacts', 'screenshots');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (CI does), or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

/** Saves a full-page screenshot as artifacts/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Collects every Content Security Policy violation the pages of a browser context report (console
 * "Refused to ..." messages and securitypolicyviolation events, popups included); the returned list
 * fills as the test goes.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/.test(text)) violations.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
  await context.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) =>
      window.__reportCspViolation(location.href + ': ' + event.violatedDirective + ' blocked ' + event.blockedURI));`,
  });
  return violations;
}
