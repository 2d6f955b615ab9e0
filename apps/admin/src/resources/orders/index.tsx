// Recharge orders: list and show (read-only: payments arrive through the gateways).
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazy } from 'react';

const OrderList = lazy(() => import('./order-list'));
const OrderShow = lazy(() => import('./order-show'));

export const orders = {
  name: 'orders',
  list: <OrderList />,
  show: <OrderShow />,
  icon: ReceiptIcon,
};
