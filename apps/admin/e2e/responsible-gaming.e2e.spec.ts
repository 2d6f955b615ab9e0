// The console's read-only view of a player's responsible-gaming rules, in a real browser against the
// real API (English and Chinese): support sees the deposit limits with a pending raise, the cool-off
// in force with its end, the session reminder and the activity statement, and no control to change
// any of it.
import { aPlayer, type TestPlayer } from '../../api/src/identity/testing';
import {
  aStaffOf,
  FLOW_TIMEOUT_MS,
  openConsole,
  screenshot,
  signIn,
  startAdminTestEnv,
  type AdminTestEnv,
  type ConsoleStaff,
  type Lang,
} from './support/admin-console';

let env: AdminTestEnv;
let support: ConsoleStaff;
let player: TestPlayer;

beforeAll(async () => {
  env = await startAdminTestEnv();
  support = await aStaffOf(env, 'support');
  player = await aPlayer(env.client).register();
  const token = { token: player.token };
  expect((await env.client.post('/api/limits', { day: '100.00', month: '2000.00' }, token)).status).toBe(200);
  expect((await env.client.post('/api/limits', { day: '300.00' }, token)).status).toBe(200);
  expect((await env.client.post('/api/session_reminder', { every_minutes: 30 }, token)).status).toBe(200);
  expect((await env.client.post('/api/self_exclusion', { cool_off_hours: 168 }, token)).status).toBe(200);
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

const TEXT = {
  en: {
    tab: 'Responsible gaming',
    readOnly: /^Set by the player only/,
    coolOff: /^Cool-off until .+ \(since .+\)$/,
    day: 'Day',
    pending: /^300\.00 from /,
    reminder: 'Session reminder: every 30 minutes',
    statement: 'Activity statement',
  },
  zh: {
    tab: '理性娱乐',
    readOnly: /^仅玩家本人可设置/,
    coolOff: /^冷静期至 .+（自 .+）$/,
    day: '每日',
    pending: /^300\.00，.+ 起生效$/,
    reminder: '游戏时长提醒: 每 30 分钟',
    statement: '活动报表',
  },
} as const;

describe('the console shows a player’s responsible gaming, read only (browser e2e)', () => {
  it.each(['en', 'zh'] as Lang[])(
    'support reads limits, the pending raise, the cool-off, the reminder and the statement (%s)',
    async (lang) => {
      const text = TEXT[lang];
      const { context, page } = await openConsole(env, lang);
      try {
        await signIn(page, support, lang);
        await page.goto(`/admin/players/${player.id}/show`);
        await page.getByRole('tab', { name: text.tab }).click();
        const view = page.getByTestId('player-responsible-gaming');
        await view.getByText(text.readOnly).waitFor();
        await view.getByTestId('rg-exclusion').getByText(text.coolOff).waitFor();
        const dayRow = view.getByRole('row').filter({ has: page.getByRole('cell', { name: text.day, exact: true }) });
        await dayRow.getByRole('cell', { name: '100.00', exact: true }).waitFor();
        await dayRow.getByText(text.pending).waitFor();
        await view.getByText(text.reminder).waitFor();
        await view.getByRole('heading', { name: text.statement }).waitFor();
        // Read only: no button, field or input inside the view.
        expect(await view.locator('button, input, select, textarea').count()).toBe(0);
        if (lang === 'en') await screenshot(page, 'admin-rg-en');
        else await screenshot(page, 'admin-rg-zh');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
