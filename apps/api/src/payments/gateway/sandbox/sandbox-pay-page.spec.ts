// The pay page's HTML in both languages: the facts, Pay only while open, exactly one state at a time.
import type { SandboxPayment } from './sandbox-payment';
import { escapeHtml, payPageState, renderNotFoundPage, renderPayPage, type PayPageState } from './sandbox-pay-page';

function aPayment(overrides: Partial<SandboxPayment> = {}): SandboxPayment {
  return {
    orderId: 'R1893456000000abcdef012345',
    amount: 10050n,
    subject: 'Lootledger 100.00 coins',
    payWay: 'alipay',
    expiresAt: new Date(Date.UTC(2030, 0, 1, 12, 30)),
    status: 'created',
    tradeNo: null,
    paidAt: null,
    createdAt: new Date(Date.UTC(2030, 0, 1, 12)),
    notification: { attempts: 0, nextAttemptAt: null, deliveredAt: null, lastError: null },
    ...overrides,
  };
}

describe('renderPayPage', () => {
  it('shows an open payment in English with a Pay form posting to the confirm URL', () => {
    const page = renderPayPage(aPayment(), 'en');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Lootledger 100.00 coins');
    expect(page).toContain('¥100.50');
    expect(page).toContain('Alipay');
    expect(page).toContain('Awaiting payment');
    expect(page).toContain('2030-01-01 12:30:00 UTC');
    expect(page).toContain('<form method="post" action="/sandbox/pay/R1893456000000abcdef012345/confirm?lang=en">');
    expect(page).toContain('<button type="submit"');
    expect(page).not.toContain('QR code can only be used once');
  });

  it('shows it in Chinese', () => {
    const page = renderPayPage(aPayment({ payWay: 'wechat' }), 'zh');
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain('微信支付');
    expect(page).toContain('待支付');
    expect(page).toContain('立即支付 ¥100.50');
    expect(page).toContain('confirm?lang=zh');
  });

  it('is self-contained: no external scripts, styles, images or fonts', () => {
    const page = renderPayPage(aPayment(), 'en');
    expect(page).not.toMatch(/<script[^>]+src=|<link|<img|@import|url\(/i);
    expect(page).toContain('<style>');
  });

  const at = new Date(Date.UTC(2030, 0, 1, 12, 5));
  const paidPayment = (notification: Partial<SandboxPayment['notification']>) =>
    aPayment({
      status: 'paid',
      tradeNo: 'SBX1',
      paidAt: at,
      notification: { attempts: 1, nextAttemptAt: null, deliveredAt: null, lastError: null, ...notification },
    });
  const STATE_CASES: [PayPageState, SandboxPayment][] = [
    ['pending', aPayment()],
    ['paying', paidPayment({ nextAttemptAt: at })],
    ['paying', paidPayment({ nextAttemptAt: at, lastError: 'HTTP 500' })],
    ['paid', paidPayment({ deliveredAt: at })],
    ['expired', aPayment({ status: 'expired' })],
    ['failed', paidPayment({ lastError: 'HTTP 409: ORDER_EXPIRED' })],
  ];

  it.each(STATE_CASES)('reads the state %s from the payment and its notification', (state, payment) => {
    expect(payPageState(payment)).toBe(state);
  });

  const TEXTS = {
    en: {
      pending: ['Awaiting payment', 'press Pay'],
      paying: ['Confirming', 'Confirming it with Lootledger'],
      paid: ['Paid', 'Payment complete'],
      expired: ['Expired', 'This payment has expired'],
      failed: ['Not confirmed', 'did not confirm this payment'],
    },
    zh: {
      pending: ['待支付', '请核对金额'],
      paying: ['确认中', '正在等待 Lootledger 确认'],
      paid: ['已支付', '支付成功'],
      expired: ['已过期', '该支付已过期'],
      failed: ['未确认', '未确认本次支付'],
    },
  } as const;
  const SUCCESS = ['Payment complete', '支付成功'];
  const ERRORS = [
    'This payment has expired',
    'did not confirm this payment',
    '该支付已过期',
    '未确认本次支付',
    'QR code can only be used once',
    '二维码只能使用一次',
  ];

  describe.each(['en', 'zh'] as const)('in %s', (lang) => {
    it.each(STATE_CASES)('%s: shows that one state, no success beside an error', (state, payment) => {
      const page = renderPayPage(payment, lang);
      const [status, message] = TEXTS[lang][state];
      expect(page.match(/data-state="/g)).toHaveLength(1);
      expect(page).toContain(`data-state="${state}"`);
      expect(page).toContain(`<span class="status status-${state}">${status}</span>`);
      expect(page).toContain(message);
      const success = SUCCESS.some((text) => page.includes(text));
      const error = ERRORS.some((text) => page.includes(text));
      expect(success && error).toBe(false);
      expect(success).toBe(state === 'paid');
      expect(page.includes('role="alert"')).toBe(state === 'expired' || state === 'failed');
      expect(page.includes('<button')).toBe(state === 'pending');
      expect(page.includes('<form')).toBe(state === 'pending');
      // Only while paying does the page reload itself (until the merchant confirmed).
      expect(page.includes('http-equiv="refresh"')).toBe(state === 'paying');
      if (payment.tradeNo) expect(page).toContain(payment.tradeNo);
    });
  });

  it('escapes what it shows', () => {
    const page = renderPayPage(aPayment({ subject: '<script>alert("x")</script> & co' }), 'en');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(page).not.toContain('<script>alert');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});

describe('renderNotFoundPage', () => {
  it('names the unknown order, escaped, in either language', () => {
    expect(renderNotFoundPage('<nope>', 'en')).toContain('No such payment');
    expect(renderNotFoundPage('<nope>', 'en')).toContain('&lt;nope&gt;');
    expect(renderNotFoundPage('nope', 'zh')).toContain('支付订单不存在');
    expect(renderNotFoundPage('<nope>', 'en')).toContain('/sandbox/pay/%3Cnope%3E?lang=zh');
  });
});
