import type { Namespace } from '@/locales/translation';

const en = {
  title: 'Daily free box',
  unlockVip: 'Unlocked at VIP {{value}} (you: VIP {{standing}})',
  unlockRecharge: 'Unlocked by recharging {{value}} in total (you: {{standing}})',
  locked: 'Locked',
  open: 'Open for free',
  opening: 'Opening…',
  openedToday: 'Opened today: come back tomorrow',
  worth: 'Usually',
  contents: 'What can come out',
  won: 'You got',
  fairness: 'Nonce {{nonce}}, ticket {{ticket}}',
};

export const freeBoxes: Namespace<typeof en> = {
  en,
  zh: {
    title: '每日免费箱子',
    unlockVip: 'VIP {{value}} 解锁（当前 VIP {{standing}}）',
    unlockRecharge: '累计充值 {{value}} 解锁（当前 {{standing}}）',
    locked: '未解锁',
    open: '免费开启',
    opening: '开启中…',
    openedToday: '今日已开启，明天再来',
    worth: '原价',
    contents: '可能获得',
    won: '恭喜获得',
    fairness: '随机数序号 {{nonce}}，票号 {{ticket}}',
  },
};
