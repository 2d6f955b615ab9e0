// The welfare centre and /red in real browsers: an English player on a desktop and a Chinese player
// on a phone sign in (day 1's amount reaches the header balance; the button then says done), claim
// a red packet from the list, and claim another by its code on /red (a wrong code is refused inline).
// The amounts shown are the ones the API recorded.
import type { Page } from 'playwright-core';
import { formatAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { randomUUID } from 'node:crypto';
import { SQL_CLIENT } from '../../api/src/platform/database/database.module';
import { RedPacketsService } from '../../api/src/loyalty/red-packets/red-packets.service';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  readBalance,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  type Lang,
  waitForBalance,
  type WebTestEnv,
} from './support/player-web';

const COPY = {
  en: {
    title: 'Welfare centre',
    signIn: 'Sign in today',
    done: 'Signed in today',
    result: 'Day 1: +0.88',
    claim: 'Claim',
    won: /You got (\d+\.\d\d)!/,
    redTitle: 'Claim a red packet',
    codeLabel: 'Red packet code',
    wrong: 'Wrong red packet code',
    progress: '1 of 7 sign-ins',
  },
  zh: {
    title: '福利中心',
    signIn: '立即签到',
    done: '今日已签到',
    result: '第1天：+0.88',
    claim: '领取',
    won: /恭喜获得 (\d+\.\d\d)！/,
    redTitle: '领取红包',
    codeLabel: '红包口令',
    wrong: '红包口令错误',
    progress: '已签到 1/7 次',
  },
};

describe('the welfare centre and /red (browser e2e)', () => {
  let env: WebTestEnv;
  let sql: SqlClient;
  beforeAll(async () => {
    env = await startWebTestEnv();
    sql = env.testApp.app.get<SqlClient>(SQL_CLIENT);
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  async function campaign(title: string, code: string | null): Promise<string> {
    return env.testApp.app.get(RedPacketsService).create(
      {
        titleZh: title,
        titleEn: title,
        total: 1000n,
        count: 5,
        split: 'random',
        startsAt: new Date(Date.now() - 3600_000),
        endsAt: new Date(Date.now() + 3600_000),
        audience: 'all',
        minVip: 0,
        code,
      },
      'staff-test',
    );
  }

  async function credited(campaignId: string): Promise<string> {
    const { rows } = await sql.query<{ amount: string }>(
      `SELECT amount::text AS amount FROM loyalty_red_packet_claims WHERE campaign_id = $1 ORDER BY claim_index DESC LIMIT 1`,
      [campaignId],
    );
    return formatAmount(BigInt(rows[0].amount));
  }

  async function flow(page: Page, lang: Lang): Promise<void> {
    const copy = COPY[lang];
    const listed = await campaign(`List ${lang} ${randomUUID().slice(0, 4)}`, null);
    const code = `CODE${lang}${randomUUID().slice(0, 6)}`;
    const coded = await campaign(`Code ${lang}`, code);

    await page.goto('/002-welfare');
    await page.getByRole('heading', { name: copy.title, exact: true }).waitFor();
    await page.getByTestId('sign-in-day').nth(6).filter({ hasText: '68.88' }).waitFor();
    const before = await readBalance(page);
    await page.getByRole('button', { name: copy.signIn, exact: true }).click();
    await page.getByRole('status').filter({ hasText: copy.result }).waitFor();
    await page.getByRole('button', { name: copy.done, exact: true }).waitFor();
    await page.getByText(copy.progress).first().waitFor();
    await waitForBalance(page, (value) => value === before + 88n);
    await screenshot(page, `welfare-signed-in-${lang}`);

    // A red packet from the list: the amount shown is the one credited.
    const packet = page.getByTestId('red-packet').filter({ hasText: `List ${lang}` });
    await packet.getByRole('button', { name: copy.claim, exact: true }).click();
    const won = packet.getByRole('status').filter({ hasText: copy.won });
    await won.waitFor();
    const amount = copy.won.exec(await won.innerText())![1];
    expect(amount).toBe(await credited(listed));

    // /red: a wrong code is refused inline, the right one pays.
    await page.goto('/red');
    await page.getByRole('heading', { name: copy.redTitle, exact: true }).waitFor();
    await page.getByLabel(copy.codeLabel).fill('NOPE1234');
    await page.getByRole('button', { name: copy.claim, exact: true }).first().click();
    await page.getByRole('alert').filter({ hasText: copy.wrong }).waitFor();
    await page.getByLabel(copy.codeLabel).fill(code);
    await page.getByRole('button', { name: copy.claim, exact: true }).first().click();
    const byCode = page.getByRole('status').filter({ hasText: copy.won }).first();
    await byCode.waitFor();
    expect(copy.won.exec(await byCode.innerText())![1]).toBe(await credited(coded));
    await screenshot(page, `red-claimed-${lang}`);
  }

  it(
    'English on a desktop: sign in, claim from the list, claim by code on /red',
    async () => {
      const { context, page } = await newPlayerPage(env, 'en');
      try {
        await page.goto('/');
        await registerThroughDialog(page, env, 'en');
        await flow(page, 'en');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    'Chinese on a phone: the same, and the pages fit the screen',
    async () => {
      const { context, page } = await newPlayerPage(env, 'zh', { width: 390, height: 844 });
      try {
        await page.goto('/');
        await registerThroughDialog(page, env, 'zh');
        await flow(page, 'zh');
        for (const path of ['/002-welfare', '/red']) {
          await page.goto(path);
          await page.getByRole('heading', { name: path === '/red' ? '领取红包' : '福利中心', exact: true }).waitFor();
          const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
          expect(overflow).toBeLessThanOrEqual(0);
        }
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );
});
