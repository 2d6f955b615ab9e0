// Delivery bills: list by status, show with the stream; approve, retry, reject with refund.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import type { ConsoleFeature } from '../console-feature';
import { billMessages } from './messages';

const BillList = lazy(() => import('./bill-list'));
const BillShow = lazy(() => import('./bill-show'));

export const bills: ConsoleFeature = {
  resources: [
    {
      name: 'bills',
      list: BillList,
      show: BillShow,
      icon: LocalShippingIcon,
      menu: 'app.menu.deliveries',
    },
  ],
  messages: [billMessages],
};
