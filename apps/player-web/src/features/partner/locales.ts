// The partner promotion pages' texts (/002-Partner, /002-Partner1..3), in zh and en. Rates and
// amounts are never written here: they come from GET /api/promote.
import type { Namespace } from '@/locales/translation';

const en = {
  /** The feature's name. */
  name: 'Partner programme',
  nav: 'Partner pages',
  partner: {
    title: 'Partner programme',
    lead: 'Invite friends to the site. Each time a player you invited recharges, you earn a commission at the rate of your promotion level. The more your invitees recharge in all, the higher your level.',
  },
  goldKing: {
    title: 'Gold king',
    lead: 'The top level of the partner programme, with its highest commission rate.',
    top: 'The top level, {{name}}, is reached when your invitees have recharged {{total}} in all. It pays {{rebate}}% of each of their recharges.',
    remaining: 'Your invitees have recharged {{total}} so far: {{remaining}} to go.',
    reached: 'You have reached it.',
  },
  goodLuck: {
    title: 'Good luck',
    lead: 'How a new promoter starts:',
    step1: 'Copy your invite code or link.',
    step2: 'Friends register with it and become your invitees.',
    step3: 'Each of their recharges earns you a commission at the rate of your level.',
    first: 'The first levels',
  },
  nationalAgent: {
    title: 'National agent',
    lead: 'Promoters who bring many players can become national agents. To become one, contact customer service.',
    contact: 'Contact customer service',
  },
  levels: {
    title: 'Promotion levels',
    name: 'Level',
    threshold: "Invitees' total recharge",
    rebate: 'Commission',
    description: 'Description',
  },
  signedOut: {
    text: 'Register or log in to see the levels and their commission rates, and to get your own invite code.',
    register: 'Register',
    login: 'Log in',
  },
  invite: {
    title: 'Your invite',
    code: 'Invite code',
    link: 'Invite link',
    copyCode: 'Copy invite code',
    copyLink: 'Copy invite link',
  },
  centre: 'Go to the promotion centre',
};

export const partner: Namespace<typeof en> = {
  en,
  zh: {
    name: '合作伙伴',
    nav: '合作伙伴页面',
    partner: {
      title: '合作伙伴',
      lead: '邀请好友注册本站。你邀请的玩家每次充值，你都按推广等级的比例获得佣金；被邀请人累计充值越多，等级越高。',
    },
    goldKing: {
      title: '金牌王者',
      lead: '合作伙伴计划的最高等级，佣金比例最高。',
      top: '最高等级「{{name}}」：被邀请人累计充值达到 {{total}} 即可达成，每笔充值返佣 {{rebate}}%。',
      remaining: '你的被邀请人已累计充值 {{total}}，还差 {{remaining}}。',
      reached: '你已达到该等级。',
    },
    goodLuck: {
      title: '好运连连',
      lead: '新推广员如何起步：',
      step1: '复制你的邀请码或邀请链接。',
      step2: '好友通过它注册，成为你的被邀请人。',
      step3: '他们每次充值，你都按当前等级的比例获得佣金。',
      first: '起步等级',
    },
    nationalAgent: {
      title: '全国代理',
      lead: '带来大量玩家的推广员可以成为全国代理。如需成为全国代理，请联系客服。',
      contact: '联系客服',
    },
    levels: {
      title: '推广等级',
      name: '等级',
      threshold: '被邀请人累计充值',
      rebate: '佣金比例',
      description: '说明',
    },
    signedOut: {
      text: '注册或登录后即可查看各等级及佣金比例，并获取你的专属邀请码。',
      register: '注册',
      login: '登录',
    },
    invite: {
      title: '我的邀请',
      code: '邀请码',
      link: '邀请链接',
      copyCode: '复制邀请码',
      copyLink: '复制邀请链接',
    },
    centre: '前往推广中心',
  },
};
