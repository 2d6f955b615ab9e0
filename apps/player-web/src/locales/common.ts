// Shared words: buttons, paging, form fields, errors, language, copy, the free-box shelf.
import type { Namespace } from './translation';

const en = {
  siteTitle: 'Lootledger — mystery boxes',
  brand: 'Lootledger',
  loading: 'Loading…',
  retry: 'Retry',
  close: 'Close',
  dismiss: 'Dismiss',
  cancel: 'Cancel',
  save: 'Save',
  empty: 'Nothing here yet',
  skipToContent: 'Skip to content',
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    status: 'Page {{page}} of {{pages}}',
  },
  form: {
    areaCode: 'Area code',
    mobile: 'Phone number',
  },
  sms: {
    getCode: 'Get code',
    resendIn: 'Resend in {{seconds}} s',
  },
  errors: {
    network: 'Network error, please try again',
    login: 'login',
    badResponse: 'Unexpected answer from the server ({{status}})',
    page: 'This page could not be loaded.',
    topUp: 'Top up',
  },
  load: {
    failed: 'This could not be loaded.',
    loading: 'Loading',
  },
  confirm: 'Confirm',
  auth: {
    pleaseLogin: 'Please log in',
  },
  challenge: {
    solving: 'Many failed sign-ins on this account: running a security check…',
  },
  language: {
    label: 'Language',
    zh: '中文',
    en: 'English',
    short: { zh: '中文', en: 'EN' },
    alreadySwitched: 'Already switched',
    switched: 'Switched to English',
  },
  copy: {
    copied: 'Copied',
    failed: 'Copy failed',
    unsupported: 'This browser does not support copying',
  },
  fairness: {
    verify: 'Verify',
    verifyTitle: 'Verify this draw on the provably-fair page (seed pair {{pair}}, nonce {{nonce}})',
  },
  freeBoxes: {
    title: 'Daily free boxes',
    intro: 'One free opening a day of each box you have unlocked.',
    none: 'No free boxes today.',
    state: { open: 'Open for free today', openedToday: 'Opened today', locked: 'Locked' },
  },
};

export const common: Namespace<typeof en> = {
  en,
  zh: {
    siteTitle: 'Lootledger 开箱',
    brand: 'Lootledger',
    loading: '加载中…',
    retry: '重试',
    close: '关闭',
    dismiss: '隐藏通知',
    cancel: '取消',
    save: '保存',
    empty: '暂无数据',
    skipToContent: '跳到正文',
    pagination: {
      label: '分页',
      previous: '上一页',
      next: '下一页',
      status: '第 {{page}} / {{pages}} 页',
    },
    form: {
      areaCode: '区号',
      mobile: '手机号',
    },
    sms: {
      getCode: '获取验证码',
      resendIn: '{{seconds}} 秒后重发',
    },
    errors: {
      network: '网络错误，请重试',
      login: '未登录',
      badResponse: '服务器响应异常（{{status}}）',
      page: '页面加载失败。',
      topUp: '去充值',
    },
    load: {
      failed: '加载失败。',
      loading: '加载中',
    },
    confirm: '确认',
    auth: {
      pleaseLogin: '请先登录',
    },
    challenge: {
      solving: '该账户登录失败次数过多，正在进行安全验证…',
    },
    language: {
      label: '语言',
      zh: '中文',
      en: 'English',
      short: { zh: '中文', en: 'EN' },
      alreadySwitched: '已切换',
      switched: '已切换为中文',
    },
    copy: {
      copied: '复制成功',
      failed: '复制失败',
      unsupported: '当前浏览器不支持复制',
    },
    fairness: {
      verify: '验证',
      verifyTitle: '在公平验证页核对这次抽取（种子对 {{pair}}，序号 {{nonce}}）',
    },
    freeBoxes: {
      title: '每日免费箱子',
      intro: '已解锁的箱子每天可免费开启一次。',
      none: '今日暂无免费箱子。',
      state: { open: '今日可免费开启', openedToday: '今日已开启', locked: '未解锁' },
    },
  },
};
