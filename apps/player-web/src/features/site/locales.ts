import type { Namespace } from '@/locales/translation';

const en = {
  featureOff: {
    text: 'This feature is switched off for now. Please come back later.',
    home: 'Back to home',
  },
  title: 'Connection test',
  intro:
    'This page checks what the site needs from your browser. If something fails, copy the report and send it to customer service.',
  check: {
    api: 'Server',
    clock: 'Clock',
    websocket: 'Live updates',
    session: 'Sign-in',
    apiOk: 'answered in {{ms}} ms (version {{version}})',
    clockOk: 'off by {{seconds}} s from the server: fine',
    clockOff: 'off by {{seconds}} s from the server: set your clock right, or requests will be refused',
    clockUnknown: 'not known: the server did not answer',
    websocketOk: 'connected and answered in {{ms}} ms',
    websocketFailed: 'no connection: a firewall or proxy may block websockets',
    signedIn: 'signed in as {{name}}',
    signedOut: 'not signed in',
    sessionFailed: 'the session is no longer valid: please log in again',
  },
  state: {
    running: 'Checking…',
    ok: 'OK',
    failed: 'Failed',
    info: 'Note',
  },
  fact: {
    client: 'Client version',
    language: 'Language',
    timeZone: 'Time zone',
    screen: 'Screen',
    cookies: 'Cookies',
    userAgent: 'Browser',
  },
  yes: 'on',
  no: 'off',
  copy: 'Copy report',
  again: 'Check again',
};

export const site: Namespace<typeof en> = {
  en,
  zh: {
    featureOff: {
      text: '该功能暂未开放，请稍后再来。',
      home: '返回首页',
    },
    title: '连接测试',
    intro: '本页检查网站所需的浏览器条件。如有失败项，请复制报告发送给客服。',
    check: {
      api: '服务器',
      clock: '时钟',
      websocket: '实时推送',
      session: '登录状态',
      apiOk: '{{ms}} 毫秒内响应（版本 {{version}}）',
      clockOk: '与服务器相差 {{seconds}} 秒：正常',
      clockOff: '与服务器相差 {{seconds}} 秒：请校准时间，否则请求会被拒绝',
      clockUnknown: '未知：服务器没有响应',
      websocketOk: '已连接，{{ms}} 毫秒内响应',
      websocketFailed: '无法连接：防火墙或代理可能拦截了 WebSocket',
      signedIn: '已登录：{{name}}',
      signedOut: '未登录',
      sessionFailed: '登录已失效，请重新登录',
    },
    state: {
      running: '检查中…',
      ok: '正常',
      failed: '失败',
      info: '提示',
    },
    fact: {
      client: '客户端版本',
      language: '语言',
      timeZone: '时区',
      screen: '屏幕',
      cookies: 'Cookie',
      userAgent: '浏览器',
    },
    yes: '已启用',
    no: '已禁用',
    copy: '复制报告',
    again: '重新检查',
  },
};
