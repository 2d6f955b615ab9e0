// The site settings' texts; a game's feature switch is named by the game's folder
// (src/resources/<game>/messages.ts: resources.settings.features.<switch>).
import { defineMessages } from '../../i18n/define-messages';

export const siteSettingsMessages = defineMessages(
  {
    resources: {
      settings: {
        name: 'Site settings |||| Site settings',
        fields: {
          customer_service_url: 'Customer-service link',
          min_age: 'Minimum age',
          features: 'Features',
          stats_script_url: 'Statistics script (404 page)',
          updated_at: 'Changed',
        },
        features: {
          shop: 'Points shop',
        },
        help: {
          customer_service_url: 'https://…, mailto:… or a path on this site (/active/help/1); shown in the footer',
          min_age: 'Players confirm this age when registering (18–25)',
          features:
            'A feature switched off disappears from the player menu, its pages say it is off and its calls are refused.',
          stats_script_url:
            'https:// script loaded on the 404 page only (empty: none); the site allows its origin only while it is set',
        },
        on: 'on',
        off: 'off',
        never: 'never (defaults)',
      },
    },
  },
  {
    resources: {
      settings: {
        name: '站点设置',
        fields: {
          customer_service_url: '客服链接',
          min_age: '最低年龄',
          features: '功能开关',
          stats_script_url: '统计脚本（404 页）',
          updated_at: '修改时间',
        },
        features: {
          shop: '积分商城',
        },
        help: {
          customer_service_url: 'https://…、mailto:… 或站内路径（/active/help/1）；显示在页脚',
          min_age: '玩家注册时须确认已满此年龄（18–25）',
          features: '关闭的功能将从玩家菜单中隐藏，其页面显示已关闭，相关请求会被拒绝。',
          stats_script_url: '仅在 404 页加载的 https:// 脚本（留空：不加载）；仅在设置时站点才允许其来源',
        },
        on: '开',
        off: '关',
        never: '从未修改（默认）',
      },
    },
  },
);
