// Refused payments: what a gateway reported and we refused (unknown order, wrong amount, after the
// order expired). Read only: nothing was credited; finance refunds the payer at the gateway.
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { lazy } from 'react';
import type { ConsoleFeature } from '../console-feature';
import { refusedPaymentMessages } from './messages';

const RefusedPaymentList = lazy(() => import('./refused-payment-list'));

export const refusedPayments: ConsoleFeature = {
  resources: [
    {
      name: 'refused-payments',
      list: RefusedPaymentList,
      icon: MoneyOffIcon,
      menu: 'app.menu.payments',
    },
  ],
  messages: [refusedPaymentMessages],
};
