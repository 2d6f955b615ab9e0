// Recharge orders: list and show (read-only: payments arrive through the gateways).
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazy } from 'react';
import type { ConsoleFeature } from '../console-feature';
import { orderMessages } from './messages';

const OrderList = lazy(() => import('./order-list'));
const OrderShow = lazy(() => import('./order-show'));

export const orders: ConsoleFeature = {
  resources: [
    {
      name: 'orders',
      list: OrderList,
      show: OrderShow,
      icon: ReceiptIcon,
      menu: 'app.menu.payments',
    },
  ],
  messages: [orderMessages],
};
