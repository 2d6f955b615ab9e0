// A player's first session, in English and in Chinese, in a real browser against the real API:
// register through the dialog, top up through the sandbox gateway, open a box and watch the reel
// land, recycle the item, and find it all in the balance and the change records.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { FLOW_TIMEOUT_MS, startWebTestEnv, type WebTestEnv } from './support/player-web';
import { runMainFlow, type MainFlowResult } from './support/main-flow';

function expectConsistent(result: MainFlowResult): void {
  // The balance moved exactly by -price +value (amounts compared in hundredths, never floats).
  expect(formatAmount(result.balanceAfterRecycle)).toBe(
    formatAmount(result.balanceAfterTopUp - parseAmount(result.boxPrice)! + parseAmount(result.itemValue)!),
  );
  // The reel landed on the item the result dialog shows.
  expect(result.landedName).toBe(result.dialogItemName);
}

describe('player web main flow (browser e2e)', () => {
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it(
    'registers, tops up, opens a box, recycles it and shows the balance and change records (English)',
    async () => expectConsistent(await runMainFlow(env, 'en')),
    FLOW_TIMEOUT_MS,
  );

  it(
    '注册、充值、开箱、回收，并看到余额和收支明细（中文）',
    async () => expectConsistent(await runMainFlow(env, 'zh')),
    FLOW_TIMEOUT_MS,
  );
});
