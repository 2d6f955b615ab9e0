import { defineMessages } from '../../i18n/define-messages';

export const conversionReportMessages = defineMessages(
  {
    resources: {
      'conversion-reports': {
        name: 'Conversion report |||| Conversion reports',
        fields: {
          id: 'Report',
          player_id: 'Player',
          order_id: 'First order',
          promotion_id: 'Promotion id',
          logid_url: 'Landing URL',
          new_type: 'Conversion type',
          created_at: 'Reported',
          status: 'Forwarding',
          attempts: 'Attempts',
          last_error: 'Last error',
          next_attempt_at: 'Next attempt',
          forwarded_at: 'Forwarded',
        },
        status: { disabled: 'Not forwarded', pending: 'Pending', sent: 'Sent', failed: 'Failed' },
      },
    },
  },
  {
    resources: {
      'conversion-reports': {
        name: '转化回传',
        fields: {
          id: '回传编号',
          player_id: '玩家',
          order_id: '首充订单',
          promotion_id: '推广 ID',
          logid_url: '落地页链接',
          new_type: '转化类型',
          created_at: '上报时间',
          status: '转发状态',
          attempts: '尝试次数',
          last_error: '最近错误',
          next_attempt_at: '下次尝试',
          forwarded_at: '转发时间',
        },
        status: { disabled: '未转发', pending: '待转发', sent: '已转发', failed: '转发失败' },
      },
    },
  },
);
