import { defineMessages } from '../../i18n/define-messages';

export const orderMessages = defineMessages(
  {
    resources: {
      orders: {
        name: 'Recharge order |||| Recharge orders',
        fields: {
          id: 'Order',
          player_id: 'Player',
          package_id: 'Package',
          bean: 'Coins',
          price: 'Price',
          pay_way: 'Pay way',
          gateway: 'Gateway',
          status: 'Status',
          trade_no: 'Gateway trade no.',
          paid_at: 'Paid',
          completed: 'Completed',
          inviter_id: 'Referrer',
          commission: 'Commission',
          created_at: 'Placed',
          expires_at: 'Expires',
          updated_at: 'Updated',
          events: 'Order stream',
          from: 'Placed from',
          to: 'Placed before',
        },
        status: { pending: 'Pending', paid: 'Paid', expired: 'Expired' },
        event: { version: 'Version', type: 'Event', data: 'Data', created_at: 'Time' },
      },
    },
  },
  {
    resources: {
      orders: {
        name: '充值订单',
        fields: {
          id: '订单号',
          player_id: '玩家',
          package_id: '套餐',
          bean: '金币',
          price: '金额',
          pay_way: '支付方式',
          gateway: '支付网关',
          status: '状态',
          trade_no: '网关交易号',
          paid_at: '支付时间',
          completed: '已完成',
          inviter_id: '推荐人',
          commission: '佣金',
          created_at: '下单时间',
          expires_at: '过期时间',
          updated_at: '更新时间',
          events: '订单事件流',
          from: '下单起始',
          to: '下单截止',
        },
        status: { pending: '待支付', paid: '已支付', expired: '已过期' },
        event: { version: '版本', type: '事件', data: '数据', created_at: '时间' },
      },
    },
  },
);
