import { describe, expect, it } from 'vitest';
import { offeredPayWays } from './get-pay-ways';

describe('the pay ways the top-up page offers', () => {
  it("are the server's, in its order, once each, without any this page does not know", () => {
    expect(
      offeredPayWays([
        { pay_way: 9, name: 'card' },
        { pay_way: 7, name: 'alipay' },
        { pay_way: 5, name: 'alipay' },
        { pay_way: 7, name: 'alipay' },
      ]),
    ).toEqual([9, 7]);
    expect(offeredPayWays([])).toEqual([]);
  });
});
