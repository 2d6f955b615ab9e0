// The pay page's HTML in both languages: the facts, Pay only while open, the spec's single-use text.
import type { SandboxPayment } from './sandbox-payment';
import { escapeHtml, renderNotFoundPage, renderPayPage } from './sandbox-pay-page';

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

  it.each([
    ['paid', 'en', 'Paid', 'QR code can only be used once, re-select the amount'],
    ['expired', 'en', 'Expired', 'QR code can only be used once, re-select the amount'],
    ['paid', 'zh', '已支付', '二维码只能使用一次，请重新选择金额'],
    ['expired', 'zh', '已过期', '二维码只能使用一次，请重新选择金额'],
  ] as const)('a %s payment (%s) shows the single-use message and no Pay button', (status, lang, label, text) => {
    const page = renderPayPage(aPayment({ status, tradeNo: status === 'paid' ? 'SBX1' : null }), lang);
    expect(page).toContain(label);
    expect(page).toContain(text);
    expect(page).not.toContain('<form');
    expect(page).not.toContain('<button');
    if (status === 'paid') expect(page).toContain('SBX1');
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
