// A real browser for end-to-end tests of the web apps: Debian's Chromium driven by playwright-core
// (never a downloaded browser). Screenshots go to artifacts/screenshots/ (CI keeps that folder).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Which Chromium the tests start (CHROMIUM_PATH overrides): Debian's headless shell
 * (chromium-headless-shell) when installed, Chromium's engine without the desktop browser around
 * it (no browser UI, no on-device model service), which is what Playwright itself runs headless: a
 * quarter less CPU per browser suite. Else Debian's chromium binary itself: /usr/bin/chromium is a
 * script that adds a desktop's flags (GPU rasterization, the bundled extensions) before starting it.
 */
const DEBIAN_BINARIES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium'];
const EXECUTABLE = process.env.CHROMIUM_PATH ?? DEBIAN_BINARIES.find((file) => fs.existsSync(file)) ?? CHROMIUM_PATH;
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
  if (!fs.existsSync(EXECUTABLE)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (CI does), or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({ executablePath: EXECUTABLE, args: ARGS });
}

let shared: Promise<Browser> | undefined;

/**
 * The jest worker's Chromium: the first browser suite of a worker starts it, the next ones reuse it
 * (each test works in browser contexts of its own, with their own storage), and it ends with the
 * worker (its pipe to Chromium closes). Never close it; close the contexts you open.
 */
export async function sharedBrowser(): Promise<Browser> {
  const current = shared && (await shared.catch(() => undefined));
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/**
 * Ends the shared Chromium when the suites run in jest's own process (a single file, --runInBand):
 * nothing else ends it there, and its pipe would keep jest from exiting. In a pooled worker
 * (TINYPOOL_WORKER_ID) it stays for the worker's next browser suite. Every suite's afterAll calls it.
 */
export async function releaseSharedBrowser(): Promise<void> {
  if (process.env.TINYPOOL_WORKER_ID !== undefined || !shared) return;
  const browser = await shared.catch(() => undefined);
  shared = undefined;
  await browser?.close();
}

/** Whether screenshot() saves anything: SCREENSHOTS=1 (`npm run test:screenshots`). */
export const SAVE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Saves a full-page screenshot as artifacts/screenshots/<name>.png when SCREENSHOTS=1; a test
 * asserts nothing of it, so the plain `npm test` spares the encoding (a tenth of a browser suite's CPU).
 */
export async function screenshot(page: Page, name: string): Promise<string | undefined> {
  if (!SAVE_SCREENSHOTS) return undefined;
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
