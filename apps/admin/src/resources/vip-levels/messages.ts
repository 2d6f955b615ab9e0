import { defineMessages } from '../../i18n/define-messages';

export const vipLevelMessages = defineMessages(
  {
    resources: {
      'vip-levels': {
        name: 'VIP level |||| VIP levels',
        fields: {
          level: 'Level',
          threshold: 'From total recharge',
          rebate: 'Rebate %',
          description_zh: 'Description (Chinese)',
          description_en: 'Description (English)',
        },
        help: {
          threshold: 'Total paid recharges from which the level holds; rises with the level (level 0: 0.00)',
          rebate: 'Percent of every recharge credited back, 0.00 to 100.00',
        },
      },
    },
  },
  {
    resources: {
      'vip-levels': {
        name: 'VIP 等级',
        fields: {
          level: '等级',
          threshold: '累计充值门槛',
          rebate: '返利 %',
          description_zh: '描述（中文）',
          description_en: '描述（英文）',
        },
        help: {
          threshold: '累计充值达到此金额即为该等级；随等级递增（0 级为 0.00）',
          rebate: '每笔充值返还的百分比，0.00 到 100.00',
        },
      },
    },
  },
);
