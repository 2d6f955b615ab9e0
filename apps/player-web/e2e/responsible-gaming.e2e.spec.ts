// Responsible gaming in a real browser, in English and Chinese: set deposit limits in the personal
// centre and see a raise wait 24 h, choose session reminders and see one come (the session's start is
// set 16 minutes back, not waited for), start a cool-off and see its end date on every page and again at sign-in.
import {
  FLOW_TIMEOUT_MS,
  logInThroughDialog,
  newPlayerPage,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  type Lang,
  type WebTestEnv,
} from './support/player-web';

const T = {
  en: {
    menu: 'Responsible gaming',
    title: 'Responsible gaming',
    day: 'Per day',
    save: 'Save limits',
    saved: 'Saved',
    pending: /^Per day: 500\.00 from /,
    remind: 'Remind me',
    every15: 'Every 15 minutes',
    reminderTitle: 'Time check',
    played: /You have been playing for \d+ minutes\./,
    net: /^Net result: /,
    continue: 'Continue',
    coolOff24: '24 hours',
    coolOff72: '72 hours',
    start: 'Start',
    confirmTitle: 'Start this now?',
    confirm: 'Yes, start it',
    banner: /^Your cool-off ends on .+\. Until then top-ups and games are closed/,
    active: /^Cool-off in force until /,
    logout: 'Log out',
  },
  zh: {
    menu: '理性娱乐',
    title: '理性娱乐',
    day: '每日',
    save: '保存限额',
    saved: '保存成功',
    pending: /^每日：500\.00，.+ 起生效$/,
    remind: '提醒频率',
    every15: '每 15 分钟',
    reminderTitle: '游戏时长提醒',
    played: /您已游戏 \d+ 分钟。/,
    net: /^净输赢：/,
    continue: '继续',
    coolOff24: '24 小时',
    coolOff72: '72 小时',
    start: '开始',
    confirmTitle: '现在开始？',
    confirm: '确认开始',
    banner: /^您的冷静期将于 .+ 结束。在此之前不能充值或参与游戏/,
    active: /^冷静期至 /,
    logout: '退出登录',
  },
} as const;

describe('responsible gaming in the personal centre (browser e2e)', () => {
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it.each(['en', 'zh'] as Lang[])(
    'sets limits, sees a pending raise, gets a session reminder, starts a cool-off and sees its end at sign-in (%s)',
    async (lang) => {
      const text = T[lang];
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/');
        const mobile = await registerThroughDialog(page, env, lang);

        await page.goto('/user/info');
        await page.getByRole('navigation').getByRole('link', { name: text.menu }).click();
        await page.getByRole('heading', { level: 1, name: text.title }).waitFor();

        // A first limit applies at once; a raise waits 24 hours.
        const day = page.getByLabel(text.day, { exact: true });
        await day.fill('100');
        await page.getByRole('button', { name: text.save }).click();
        await page.getByText(text.saved).first().waitFor();
        expect(await day.inputValue()).toBe('100.00');
        await day.fill('500');
        await page.getByRole('button', { name: text.save }).click();
        await page.getByTestId('rg-pending').getByText(text.pending).waitFor();
        expect(await day.inputValue()).toBe('100.00');

        // Reminders every 15 minutes. The session's start is the reminder's clock: this tab's play
        // began 16 minutes ago (moving the page's own clock would put signed requests out of skew).
        await page.getByLabel(text.remind).selectOption({ label: text.every15 });
        await page.getByText(text.saved).first().waitFor();
        await context.addInitScript({
          content: `sessionStorage.setItem('lootledger.rg.session-start', String(Date.now() - 16 * 60000));`,
        });
        await page.reload();
        const reminder = page.getByRole('dialog', { name: text.reminderTitle });
        await reminder.getByText(text.played).waitFor();
        await reminder.getByText(text.net).waitFor();
        await screenshot(page, `responsible-gaming-reminder-${lang}`);
        await reminder.getByRole('button', { name: text.continue }).click();
        await reminder.waitFor({ state: 'detached' });

        // A cool-off of 72 hours, confirmed: its end shows on the page and on every page.
        await page.getByRole('radio', { name: text.coolOff72 }).check();
        await page.getByRole('button', { name: text.start, exact: true }).click();
        await page.getByRole('dialog', { name: text.confirmTitle }).getByRole('button', { name: text.confirm }).click();
        await page.getByTestId('rg-exclusion-active').getByText(text.active).waitFor();
        await page.getByTestId('rg-banner').getByText(text.banner).waitFor();
        // A shorter one is no longer offered.
        expect(await page.getByRole('radio', { name: text.coolOff24 }).isDisabled()).toBe(true);
        await screenshot(page, `responsible-gaming-${lang}`);

        // Signed out and in again: the end date is the first thing shown.
        await page.goto('/user/info');
        await page.getByRole('button', { name: text.logout }).click();
        await page.getByTestId('rg-banner').waitFor({ state: 'detached' });
        await logInThroughDialog(page, lang, mobile, 'secret-pass-1');
        await page.getByTestId('rg-banner').getByText(text.banner).waitFor();
        await screenshot(page, `responsible-gaming-sign-in-${lang}`);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
