// What the feedback browser tests share: the texts a player reads in the backpack's confirmations,
// toasts, form messages and failed loads (per language), and the steps around them: the backpack's
// card values, and moving the page's clock until a retry shows.
import type { Locator, Page } from 'playwright-core';
import { formatAmount, parseAmount } from '@lootledger/contracts';

export const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd1234';

export const COPY = {
  en: {
    count: (n: number) => (n === 1 ? '1 item' : `${n} items`),
    sortLabel: 'Sort by',
    byValue: 'Value: high to low',
    search: 'Search by name',
    extract: 'Extract',
    recycle: 'Recycle',
    extractTitle: 'Extract these items?',
    recycleTitle: 'Recycle these items?',
    summary: (n: number, total: string) => `${n} items, worth ${total} coins in total.`,
    extracted: (n: number, total: string) => `Extraction of ${n} items (${total} coins) requested.`,
    recycled: (n: number, total: string) => `Recycled ${n} items for ${total} coins.`,
    bills: 'See them in Bills',
    billsTitle: 'Bills',
    cancel: 'Cancel',
    changePassword: 'Change password',
    getCode: 'Get code',
    insufficient: 'Insufficient balance',
    topUp: 'Top up',
    retry: 'Retry',
    phoneInvalid: 'This is not a valid phone number (+86: 11 digits starting with 1)',
    phoneRequired: 'Please enter your phone number',
    card: 'Card code (CDK)',
    redeem: 'Redeem',
    cardRequired: 'Enter a card code',
    cardTooLong: 'card must be shorter than or equal to 100 characters',
    oneItem: '1 item',
  },
  zh: {
    count: (n: number) => `共 ${n} 件`,
    sortLabel: '排序',
    byValue: '价值从高到低',
    search: '按名称搜索',
    extract: '提取',
    recycle: '回收',
    extractTitle: '确认提取？',
    recycleTitle: '确认回收？',
    summary: (n: number, total: string) => `共 ${n} 件饰品，总价值 ${total} 金币。`,
    extracted: (n: number, total: string) => `已申请提取 ${n} 件饰品（${total} 金币）。`,
    recycled: (n: number, total: string) => `已回收 ${n} 件饰品，获得 ${total} 金币。`,
    bills: '在提货账单中查看',
    billsTitle: '提货账单',
    cancel: '取消',
    changePassword: '修改密码',
    getCode: '获取验证码',
    insufficient: '余额不足',
    topUp: '去充值',
    retry: '重试',
    phoneInvalid: '手机号格式不正确（+86 手机号为以 1 开头的 11 位数字）',
    phoneRequired: '请输入手机号',
    card: '卡密',
    redeem: '兑换',
    cardRequired: '请输入卡密',
    cardTooLong: '卡密错误',
    oneItem: '共 1 件',
  },
} as const;

/** The total of amounts ("12.30"), as the site writes it. */
export const sum = (values: string[]) => formatAmount(values.reduce((total, value) => total + parseAmount(value)!, 0n));
const amountOf = (text: string) => text.replace(/[^\d.]/g, '');

/** The values on the backpack's item cards, in the order shown. */
export async function cardValues(page: Page): Promise<string[]> {
  return (await page.getByTestId('backpack-items').locator('.item-card__value').allInnerTexts()).map(amountOf);
}

/**
 * Moves the page's clock on half a second at a time until `locator` shows (each step fires the
 * timers that came due, such as a query's retry), with a generous limit of real time.
 */
export async function jumpUntilVisible(page: Page, locator: Locator, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await locator.isVisible())) {
    if (Date.now() > deadline) throw new Error(`${String(locator)} not shown within ${limitMs} ms of moving the clock`);
    await page.clock.fastForward(500);
    await locator.waitFor({ timeout: 200 }).catch(() => undefined);
  }
}
