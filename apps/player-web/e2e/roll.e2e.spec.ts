// ROLL rooms in two real browsers: A (English, desktop) creates a room from three backpack items,
// the form refusing an empty reload amount, a 0-day recharge window and fewer than 3 prizes first;
// B (Chinese, phone width) finds it on the ongoing tab, joins through the password dialog; the roll process draws it (its
// catchUp at a time past the end) and both pages show the winners without a reload; A verifies the
// draw in the browser with libs/fairness.
import { CommandBus } from '@nestjs/cqrs';
import { OpenBoxCommand } from '../../api/src/games';
import { aDemoBox, topUp } from '../../api/src/games/testing';
import { playerRow } from '../../api/src/identity/testing/identity-e2e';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import { RollProcess } from '../../api/src/games/roll/draw-room/roll.process';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  type WebTestEnv,
} from './support/player-web';

describe('ROLL rooms in two browsers (browser e2e)', () => {
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it(
    'A creates a room, B joins with the password, the draw shows to both and verifies',
    async () => {
      const a = await newPlayerPage(env, 'en');
      const b = await newPlayerPage(env, 'zh', { width: 390, height: 844 });
      try {
        await a.page.goto('/');
        const mobileA = await registerThroughDialog(a.page, env, 'en');
        const playerA = String((await playerRow(env.testApp, mobileA))!.id);
        await topUp(env.testApp, playerA, '500.00');
        const box = await aDemoBox(new ApiClient(env.testApp.baseUrl));
        await env.testApp.app.get(CommandBus).execute(new OpenBoxCommand(playerA, box.id, 4));

        // A: the list, then the create form with its validations.
        await a.page.goto('/002-roll');
        await a.page.getByRole('heading', { name: 'ROLL rooms' }).waitFor();
        await a.page.getByTestId('create-room').click();
        await a.page.getByRole('heading', { name: 'Create a ROLL room' }).waitFor();
        await a.page.getByLabel('Room name').fill('Weekend giveaway');
        await a.page.getByLabel('Password (optional)').fill('sesame');
        await a.page.getByLabel('Reload amount (recharge needed to join)').fill('');
        await a.page.getByLabel('Recharge window in days (1–365)').fill('0');
        await a.page.getByTestId('pick-prize').nth(0).check();
        await a.page.getByTestId('pick-prize').nth(1).check();
        await a.page.getByRole('button', { name: 'Create room' }).click();
        await a.page.getByText('The reload amount cannot be empty or less than 0.').waitFor();
        await a.page.getByText('Pick at least 3 different items.').waitFor();
        await a.page.getByText('The recharge window is 1 to 365 whole days.').waitFor();
        await a.page.getByLabel('Recharge window in days (1–365)').fill('7');
        await a.page.getByLabel('Reload amount (recharge needed to join)').fill('0');
        await a.page.getByTestId('pick-prize').nth(2).check();
        await screenshot(a.page, 'roll-create-en');
        await a.page.getByRole('button', { name: 'Create room' }).click();
        await a.page.getByTestId('roll-room').waitFor();
        await a.page
          .getByTestId('room-status')
          .filter({ hasText: /Draw in \d/ })
          .waitFor();
        const roomId = new URL(a.page.url()).pathname.split('/').pop()!;
        expect(await a.page.getByTestId('room-prize').count()).toBe(3);

        // B: finds it on the ongoing tab, joins through the password dialog.
        await b.page.goto('/');
        await registerThroughDialog(b.page, env, 'zh');
        await b.page.goto('/002-roll');
        await b.page.getByRole('heading', { name: 'ROLL房间' }).waitFor();
        await b.page.locator(`[data-room-id="${roomId}"]`).click();
        await b.page.getByTestId('roll-room').waitFor();
        await b.page.getByRole('button', { name: '加入', exact: true }).click();
        const dialog = b.page.getByRole('dialog', { name: '房间密码' });
        await dialog.getByLabel('密码').fill('wrong');
        await dialog.getByRole('button', { name: '加入', exact: true }).click();
        await dialog.getByText('房间密码错误').waitFor();
        await dialog.getByLabel('密码').fill('sesame');
        await dialog.getByRole('button', { name: '加入', exact: true }).click();
        await b.page.getByTestId('room-joined').waitFor();
        await screenshot(b.page, 'roll-room-joined-zh-phone');
        const overflow = await b.page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        expect(overflow).toBeLessThanOrEqual(0);

        // The draw: the roll process at a time past the room's end.
        await env.testApp.app.get(RollProcess).catchUp(new Date(Date.now() + 2 * 3_600_000));
        await a.page.getByTestId('room-status').filter({ hasText: 'Ended' }).waitFor({ timeout: 15_000 });
        await b.page.getByTestId('room-status').filter({ hasText: '已结束' }).waitFor({ timeout: 15_000 });
        await b.page.getByText('您赢得了1个奖品！').waitFor();
        // One participant: the first prize is drawn, the other two go back to A.
        expect(await a.page.getByTestId('prize-winner').count()).toBe(3);
        expect(await a.page.getByTestId('prize-winner').filter({ hasText: 'Not drawn' }).count()).toBe(2);
        await a.page.getByRole('button', { name: 'Verify this draw' }).click();
        await a.page.getByTestId('room-verdict').filter({ hasText: 'Every winner of this room checks out.' }).waitFor();
        await screenshot(a.page, 'roll-room-drawn-en');

        // The ended tab lists it.
        await a.page.goto('/002-roll');
        await a.page.getByRole('tab', { name: 'Ended' }).click();
        await a.page.locator(`[data-room-id="${roomId}"]`).waitFor();
      } finally {
        await a.context.close();
        await b.context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );
});
