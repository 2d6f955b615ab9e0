// The sandbox gateway's pay page (GET /sandbox/pay/{order_id}) as one self-contained HTML document:
// inline CSS, no external assets, a plain form POST for Pay (works without JavaScript; a tiny script
// only stops a double click and says "Paying…"). In zh or en. Pure.
// It shows exactly one state, never a success next to an error:
//   pending  open: the Pay button
//   paying   paid here, the merchant (our notify endpoint) not yet told: refreshes itself until it is
//   paid     the merchant took the notification
//   expired  nobody paid in time: the QR code is void, choose the amount again
//   failed   paid here, but the merchant never accepted the notification (the gateway gave up)
import { createHash } from 'node:crypto';
import { formatAmount, type Language } from '@lootledger/contracts';
import { escapeHtml, sandboxDocument, sandboxPageCsp } from '../../../platform/http/sandbox-page';
import type { PayWay } from '../payment-gateway.port';
import type { SandboxPayment } from './sandbox-payment';

const LABELS = {
  en: {
    title: 'Sandbox payment',
    sandbox: 'Sandbox gateway: no real money moves',
    order: 'Order',
    payWay: 'Pay with',
    status: 'Status',
    expires: 'Expires',
    tradeNo: 'Transaction',
    pay: 'Pay',
    paying: 'Paying…',
    back: 'You can close this page and go back to Lootledger.',
    notFoundTitle: 'No such payment',
    notFound: 'The sandbox gateway knows no payment for this order.',
  },
  zh: {
    title: '沙盒支付',
    sandbox: '沙盒支付网关：不会产生真实扣款',
    order: '订单号',
    payWay: '支付方式',
    status: '状态',
    expires: '过期时间',
    tradeNo: '交易号',
    pay: '立即支付',
    paying: '支付中…',
    back: '可以关闭本页面，返回 Lootledger。',
    notFoundTitle: '支付订单不存在',
    notFound: '沙盒支付网关中没有该订单的支付记录。',
  },
} as const;

export type PayPageState = 'pending' | 'paying' | 'paid' | 'expired' | 'failed';

/** The one state the page shows for a payment as read now. */
export function payPageState(payment: SandboxPayment): PayPageState {
  switch (payment.status) {
    case 'created':
      return 'pending';
    case 'expired':
      return 'expired';
    case 'paid':
      if (payment.notification.deliveredAt) return 'paid';
      return payment.notification.nextAttemptAt ? 'paying' : 'failed';
    default: {
      const unknown: never = payment.status;
      throw new Error(`unknown sandbox payment status ${String(unknown)}`);
    }
  }
}

/** The status line and the message of each state; errors (expired, failed) are alerts. */
const STATES: Record<Language, Record<PayPageState, { status: string; message: string }>> = {
  en: {
    pending: { status: 'Awaiting payment', message: 'Check the amount, then press Pay.' },
    paying: { status: 'Confirming', message: 'Payment received. Confirming it with Lootledger…' },
    paid: { status: 'Paid', message: 'Payment complete. The coins are on your Lootledger balance.' },
    expired: {
      status: 'Expired',
      message: 'This payment has expired and its QR code can no longer be used. Re-select the amount on Lootledger.',
    },
    failed: {
      status: 'Not confirmed',
      message:
        'Lootledger did not confirm this payment, so no coins were added. Contact support with the transaction number.',
    },
  },
  zh: {
    pending: { status: '待支付', message: '请核对金额后点击支付。' },
    paying: { status: '确认中', message: '已收到付款，正在等待 Lootledger 确认…' },
    paid: { status: '已支付', message: '支付成功，金币已到账。' },
    expired: { status: '已过期', message: '该支付已过期，二维码不能再使用，请返回 Lootledger 重新选择金额。' },
    failed: { status: '未确认', message: 'Lootledger 未确认本次支付，金币未到账。请凭交易号联系客服。' },
  },
};

const ALERT_STATES: ReadonlySet<PayPageState> = new Set(['expired', 'failed']);

/** While paying, the page reloads itself this often (no script needed) until the merchant confirmed. */
const PAYING_REFRESH_SECONDS = 1;

const PAY_WAY: Record<Language, Record<PayWay, string>> = {
  en: { alipay: 'Alipay', wechat: 'WeChat Pay', card: 'Card' },
  zh: { alipay: '支付宝', wechat: '微信支付', card: '银行卡' },
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f2f4f7;
font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#1d2433}
main{width:100%;max-width:420px;margin:16px;padding:24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
.sandbox{margin:0 0 16px;padding:6px 10px;border-radius:6px;background:#fff4d6;color:#7a5300;font-size:13px}
h1{margin:0;font-size:20px}
.amount{margin:8px 0 16px;font-size:36px;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}
dt{color:#667085}dd{margin:0;word-break:break-all}
.status-pending,.status-paying{color:#175cd3}.status-paid{color:#067647}.status-expired,.status-failed{color:#b42318}
button{width:100%;padding:12px;border:0;border-radius:8px;background:#1677ff;color:#fff;font-size:18px;cursor:pointer}
button:disabled{opacity:.6;cursor:default}
.state{margin:0 0 12px;padding:12px;border-radius:8px}
.state-pending{padding:0;color:#475467}.state-paying{background:#eff8ff;color:#175cd3}
.state-paid{background:#ecfdf3;color:#067647}.state-expired,.state-failed{background:#fef3f2;color:#b42318}
.state small{display:block;margin-top:4px;color:#475467}
nav{margin-top:20px;font-size:14px;text-align:center}nav a{color:#1677ff}`;

const SCRIPT = `document.querySelectorAll('form').forEach(function(f){f.addEventListener('submit',function(){
var b=f.querySelector('button');if(b){b.disabled=true;b.textContent=b.getAttribute('data-busy');}});});`;

/** The page's own policy: its one inline style sheet and its one inline script (by hash), nothing else. */
export const PAY_PAGE_CSP = sandboxPageCsp("'self'", createHash('sha256').update(SCRIPT).digest('base64'));

// The escaping every sandbox page uses, where this page's readers look for it.
export { escapeHtml };

/** "2030-01-01 12:00:00 UTC": the same for every reader, whatever their time zone. */
function formatTime(time: Date): string {
  return `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export function payPagePath(orderId: string): string {
  return `/sandbox/pay/${encodeURIComponent(orderId)}`;
}

function document(lang: Language, body: string, refreshSeconds?: number): string {
  const l = LABELS[lang];
  return sandboxDocument({ lang, title: l.title, sandbox: l.sandbox, style: STYLE, body, refreshSeconds });
}

function languageLinks(path: string): string {
  return `<nav><a href="${path}?lang=en" hreflang="en">English</a> · <a href="${path}?lang=zh" hreflang="zh">中文</a></nav>`;
}

/** The page of one payment, in exactly one state: Pay only while pending. */
export function renderPayPage(payment: SandboxPayment, lang: Language): string {
  const l = LABELS[lang];
  const path = payPagePath(payment.orderId);
  const amount = formatAmount(payment.amount);
  const state = payPageState(payment);
  const { status, message } = STATES[lang][state];
  const rows = [
    [l.order, escapeHtml(payment.orderId)],
    [l.payWay, escapeHtml(PAY_WAY[lang][payment.payWay])],
    [l.status, `<span class="status status-${state}">${escapeHtml(status)}</span>`],
    [l.expires, `<time datetime="${payment.expiresAt.toISOString()}">${formatTime(payment.expiresAt)}</time>`],
    ...(payment.tradeNo ? [[l.tradeNo, escapeHtml(payment.tradeNo)]] : []),
  ];
  const role = ALERT_STATES.has(state) ? 'alert' : 'status';
  const done = state === 'paid' || state === 'expired' ? `<small>${escapeHtml(l.back)}</small>` : '';
  const shown = `<div class="state state-${state}" role="${role}" data-state="${state}">${escapeHtml(message)}${done}</div>`;
  const action =
    state === 'pending'
      ? `
<form method="post" action="${path}/confirm?lang=${lang}">
<button type="submit" data-busy="${escapeHtml(l.paying)}">${escapeHtml(l.pay)} ¥${amount}</button>
</form>
<script>${SCRIPT}</script>`
      : '';
  return document(
    lang,
    `<h1>${escapeHtml(payment.subject)}</h1>
<p class="amount">¥${amount}</p>
<dl>
${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`).join('\n')}
</dl>
${shown}${action}
${languageLinks(path)}`,
    state === 'paying' ? PAYING_REFRESH_SECONDS : undefined,
  );
}

/** The answer for an order the gateway does not know. */
export function renderNotFoundPage(orderId: string, lang: Language): string {
  const l = LABELS[lang];
  return document(
    lang,
    `<h1>${escapeHtml(l.notFoundTitle)}</h1>
<p>${escapeHtml(l.notFound)}</p>
<dl><dt>${escapeHtml(l.order)}</dt><dd>${escapeHtml(orderId)}</dd></dl>
${languageLinks(payPagePath(orderId))}`,
  );
}
