// Contracts in the admin console, in a real browser against the real API: the admin finds a
// player's contract, reads its inputs, pool (the drawn entry marked) and draw, and follows the link
// to the player; finance changes the contract's RTP (audited); the Chinese console lists contracts.
import { formatAmount, parseAmount, type ContractResponse } from '@lootledger/contracts';
import { auditEntries } from '../../api/src/staff/testing';
import {
  aPlayerWithCoins,
  aStaffOf,
  FLOW_TIMEOUT_MS,
  menuEntry,
  openConsole,
  screenshot,
  signIn,
  startAdminTestEnv,
  type AdminTestEnv,
} from './support/admin-console';

let env: AdminTestEnv;

beforeAll(async () => {
  env = await startAdminTestEnv();
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

async function aContract(): Promise<{ contract: ContractResponse; playerId: string }> {
  const boxes = await env.client.get<{ id: string; price: string }[]>('/api/boxes');
  const box = [...boxes.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];
  const player = await aPlayerWithCoins(env, formatAmount(parseAmount(box.price)! * 3n));
  const opened = await env.client.post<{ items: { storage_id: string }[] }>(
    '/api/box/open',
    { id: box.id, num: 3 },
    { token: player.token },
  );
  const signed = await env.client.post<ContractResponse>(
    '/api/contract',
    { data: opened.body.data.items.map((item) => item.storage_id) },
    { token: player.token },
  );
  expect(signed.status).toBe(200);
  return { contract: signed.body.data, playerId: player.id };
}

describe('contracts in the admin console (browser e2e)', () => {
  it(
    "shows a contract's inputs, pool and draw, and finance changes the rules (audited)",
    async () => {
      const { contract, playerId } = await aContract();
      const admin = await openConsole(env, 'en');
      try {
        const { page } = admin;
        await signIn(page, env.firstAdmin, 'en');
        await menuEntry(page, 'Contracts').click();
        await page.getByRole('cell', { name: contract.id }).click();
        await page.waitForURL(new RegExp(`/contracts/${contract.id}/show`));
        await page.getByTestId('contract-inputs').getByRole('row').nth(3).waitFor();
        const drawn = page.getByTestId('contract-pool').locator('[data-drawn="true"]');
        expect(await drawn.count()).toBe(1);
        expect(await drawn.locator('td').first().innerText()).toBe(contract.item.id);
        expect(await page.getByTestId('contract-pool').locator('tbody tr').count()).toBe(contract.pool.length);
        await screenshot(page, 'admin-contract-en');
        await page.getByTestId('contract-player').click();
        await page.waitForURL(new RegExp(`/players/${playerId}/show`));
      } finally {
        await admin.context.close();
      }

      const finance = await aStaffOf(env, 'finance');
      const second = await openConsole(env, 'en');
      try {
        const { page } = second;
        await signIn(page, finance, 'en');
        await menuEntry(page, 'Contract rules').click();
        await page.getByRole('cell', { name: '90.00' }).click();
        await page.getByLabel('RTP %').fill('101.00');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('A percent with two decimals from 50.00 to 100.00').waitFor();
        await page.getByLabel('RTP %').fill('85.00');
        await page.getByLabel(/^Reason/).fill('quarterly review');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('cell', { name: '85.00' }).waitFor();
        await screenshot(page, 'admin-contract-rules-en');
      } finally {
        await second.context.close();
      }
      const entries = await auditEntries(env.testApp, 'contract-settings', 'default');
      expect(entries.at(-1)).toMatchObject({ action: 'edit', staff_email: finance.email, reason: 'quarterly review' });
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    '中文后台：合同列表',
    async () => {
      const { contract } = await aContract();
      const { context, page } = await openConsole(env, 'zh');
      try {
        await signIn(page, env.firstAdmin, 'zh');
        await menuEntry(page, '汰换合同').click();
        await page.getByRole('cell', { name: contract.id }).waitFor();
        await screenshot(page, 'admin-contracts-zh');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
