import type { Namespace } from '@/locales/translation';

const en = {
  title: 'Task centre',
  intro: 'Daily tasks reset at midnight (China time). Complete a task, then claim its coin reward once a day.',
  reward: 'Reward {{reward}}',
  progress: '{{progress}} / {{target}}',
  claim: 'Claim',
  claimed: 'Claimed',
  notDone: 'In progress',
  claimedToast: 'Claimed {{reward}} coins',
  empty: 'No tasks today.',
};

export const tasks: Namespace<typeof en> = {
  en,
  zh: {
    title: '任务中心',
    intro: '每日任务于北京时间零点重置。完成任务后每天可领取一次金币奖励。',
    reward: '奖励 {{reward}}',
    progress: '{{progress}} / {{target}}',
    claim: '领取',
    claimed: '已领取',
    notDone: '进行中',
    claimedToast: '已领取 {{reward}} 金币',
    empty: '今日暂无任务。',
  },
};
