import { defineMessages } from '../../i18n/define-messages';

export const helpArticleMessages = defineMessages(
  {
    resources: {
      'help-articles': {
        name: 'Help article |||| Help articles',
        fields: {
          id: 'ID',
          category: 'Category',
          sort_order: 'Sort order',
          title_zh: 'Title (Chinese)',
          title_en: 'Title (English)',
          body_zh: 'Body (Chinese)',
          body_en: 'Body (English)',
          protected: 'Protected',
          updated_at: 'Updated',
          q: 'Search titles and bodies',
        },
        category: { guide: 'Guide', legal: 'Legal', fairness: 'Fairness', payments: 'Payments' },
        tabs: { zh: '中文', en: 'English', settings: 'Settings' },
        message: {
          protected: 'The user agreement (2) and the privacy terms (3) can be edited, never deleted.',
          body_help: 'Plain text; separate paragraphs with a blank line',
        },
      },
    },
  },
  {
    resources: {
      'help-articles': {
        name: '帮助文章',
        fields: {
          id: 'ID',
          category: '分类',
          sort_order: '排序',
          title_zh: '标题（中文）',
          title_en: '标题（英文）',
          body_zh: '正文（中文）',
          body_en: '正文（英文）',
          protected: '受保护',
          updated_at: '更新时间',
          q: '搜索标题和正文',
        },
        category: { guide: '指南', legal: '法律条款', fairness: '公平性', payments: '支付' },
        tabs: { zh: '中文', en: 'English', settings: '设置' },
        message: {
          protected: '用户协议（2）和隐私条款（3）可以编辑，但不能删除。',
          body_help: '纯文本；段落之间空一行',
        },
      },
    },
  },
);
