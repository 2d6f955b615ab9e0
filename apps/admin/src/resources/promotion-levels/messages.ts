import { defineMessages } from '../../i18n/define-messages';

export const promotionLevelMessages = defineMessages(
  {
    resources: {
      'promotion-levels': {
        name: 'Promotion level |||| Promotion levels',
        fields: {
          level: 'Level',
          name_zh: 'Name (Chinese)',
          name_en: 'Name (English)',
          invite_total: "From invitees' recharge",
          rebate: 'Commission %',
          description_zh: 'Description (Chinese)',
          description_en: 'Description (English)',
        },
        help: {
          level: '1 to 99',
          invite_total: "Invitees' total recharge from which the level holds; rises with the level",
          rebate: "Percent of each invitee's recharge paid to the referrer, 0.00 to 100.00",
        },
      },
    },
  },
  {
    resources: {
      'promotion-levels': {
        name: '推广等级',
        fields: {
          level: '等级',
          name_zh: '名称（中文）',
          name_en: '名称（英文）',
          invite_total: '下级累计充值门槛',
          rebate: '佣金 %',
          description_zh: '描述（中文）',
          description_en: '描述（英文）',
        },
        help: {
          level: '1 到 99',
          invite_total: '下级累计充值达到此金额即为该等级；随等级递增',
          rebate: '每笔下级充值付给推荐人的百分比，0.00 到 100.00',
        },
      },
    },
  },
);
