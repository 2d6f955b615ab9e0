import { defineMessages } from '../../i18n/define-messages';

export const cardCodeBatchMessages = defineMessages(
  {
    resources: {
      'card-code-batches': {
        name: 'Card-code batch |||| Card-code batches',
        fields: {
          id: 'Batch',
          bean: 'Coins per code',
          count: 'Codes',
          expires_at: 'Expires',
          note: 'Note',
          created_by: 'Created by (staff id)',
          created_at: 'Created',
          'usage.issued': 'Issued',
          'usage.redeemed': 'Redeemed',
          'usage.expired': 'Expired',
          'usage.available': 'Available',
          'usage.awaiting_credit': 'Awaiting credit',
          'usage.redeemed_bean': 'Redeemed value',
          q: 'Search the note',
        },
        action: {
          issue: 'Issue codes',
          download_csv: 'Download the codes (CSV)',
          done: 'I have saved the codes',
        },
        message: {
          issued_title: '%{count} codes issued',
          once: 'These codes are shown this once: only their hashes are kept. Download them now; they cannot be shown again.',
          downloaded: 'CSV downloaded',
          note_help: 'What the batch is for (reseller, campaign)',
          count_help: '1 to 10000',
        },
      },
    },
  },
  {
    resources: {
      'card-code-batches': {
        name: '卡密批次',
        fields: {
          id: '批次',
          bean: '每张金币',
          count: '数量',
          expires_at: '过期时间',
          note: '备注',
          created_by: '创建人（员工 ID）',
          created_at: '创建时间',
          'usage.issued': '已发行',
          'usage.redeemed': '已兑换',
          'usage.expired': '已过期',
          'usage.available': '可兑换',
          'usage.awaiting_credit': '待入账',
          'usage.redeemed_bean': '已兑换金额',
          q: '搜索备注',
        },
        action: {
          issue: '生成卡密',
          download_csv: '下载卡密（CSV）',
          done: '我已保存卡密',
        },
        message: {
          issued_title: '已生成 %{count} 张卡密',
          once: '卡密只显示这一次：系统只保存其哈希值。请立即下载，之后无法再次查看。',
          downloaded: 'CSV 已下载',
          note_help: '批次用途（分销商、活动）',
          count_help: '1 到 10000',
        },
      },
    },
  },
);
