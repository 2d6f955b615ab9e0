import type { Namespace } from '@/locales/translation';

const en = {
  title: 'Top up',
  packages: { title: 'Choose an amount', price: '¥{{price}}' },
  payWay: { label: 'Pay with', '7': 'Alipay', '8': 'WeChat Pay' },
  topUp: 'Top up ¥{{price}}',
  qr: {
    title: 'Scan to pay',
    alt: 'Payment QR code',
    amount: 'Amount ¥{{price}}',
    once: 'QR code can only be used once, re-select the amount',
    openPage: 'Cannot scan? Open the payment page',
  },
  status: {
    waiting: 'Waiting for your payment…',
    paid: 'Top-up successful. Balance: {{balance}}',
    timedOut: 'No payment seen yet.',
    checkAgain: 'Check again',
  },
  paid: 'Top-up successful. Balance: {{balance}}',
  card: {
    title: 'Card code',
    label: 'Card code (CDK)',
    redeem: 'Redeem',
    redeemed: '{{amount}} coins added. Balance: {{balance}}',
    required: 'Please enter the card code',
  },
  payment: {
    title: 'Payment',
    pay: 'Go to pay',
    back: 'Back to top up',
    invalid: 'This payment link is not valid.',
  },
  records: {
    title: 'Recharge records',
    code: 'Order number',
    bean: 'Coins',
    price: 'Amount',
    status: 'Status',
    time: 'Time',
  },
};

export const recharge: Namespace<typeof en> = {
  en,
  zh: {
    title: '充值',
    packages: { title: '选择金额', price: '¥{{price}}' },
    payWay: { label: '支付方式', '7': '支付宝', '8': '微信支付' },
    topUp: '充值 ¥{{price}}',
    qr: {
      title: '扫码支付',
      alt: '支付二维码',
      amount: '金额 ¥{{price}}',
      once: '二维码仅能使用一次，请重新选择金额',
      openPage: '无法扫码？打开支付页面',
    },
    status: {
      waiting: '等待支付中…',
      paid: '充值成功，余额：{{balance}}',
      timedOut: '暂未收到支付。',
      checkAgain: '重新查询',
    },
    paid: '充值成功，余额：{{balance}}',
    card: {
      title: '卡密充值',
      label: '卡密',
      redeem: '兑换',
      redeemed: '已到账 {{amount}} 金币，余额：{{balance}}',
      required: '请输入卡密',
    },
    payment: {
      title: '支付',
      pay: '去支付',
      back: '返回充值',
      invalid: '支付链接无效。',
    },
    records: {
      title: '充值记录',
      code: '订单号',
      bean: '金币',
      price: '金额',
      status: '状态',
      time: '时间',
    },
  },
};
