import { defineMessages } from '../../i18n/define-messages';

export const refusedPaymentMessages = defineMessages(
  {
    resources: {
      'refused-payments': {
        name: 'Refused payment |||| Refused payments',
        fields: {
          id: 'Key',
          gateway: 'Gateway',
          trade_no: 'Gateway trade no.',
          order_id: 'Order named',
          amount: 'Amount paid',
          paid_at: 'Paid',
          reason: 'Refused because',
          refusals: 'Reasons',
          first_refused_at: 'Refused',
        },
        reason: {
          unknown_order: 'No such order',
          amount_mismatch: 'Amount differs from the order',
          order_expired: 'Order had expired',
        },
      },
    },
  },
  {
    resources: {
      'refused-payments': {
        name: '拒收的付款',
        fields: {
          id: '键',
          gateway: '支付渠道',
          trade_no: '渠道交易号',
          order_id: '所指订单',
          amount: '付款金额',
          paid_at: '付款时间',
          reason: '拒收原因',
          refusals: '原因数',
          first_refused_at: '拒收时间',
        },
        reason: {
          unknown_order: '订单不存在',
          amount_mismatch: '金额与订单不符',
          order_expired: '订单已过期',
        },
      },
    },
  },
);
