// Manual coin adjustments: request (create), list, show; approve or reject a pending one (four eyes).
import PaidIcon from '@mui/icons-material/Paid';
import { lazy } from 'react';
import type { ConsoleFeature } from '../console-feature';
import { coinAdjustmentMessages } from './messages';

const AdjustmentList = lazy(() => import('./adjustment-list'));
const AdjustmentShow = lazy(() => import('./adjustment-show'));
const AdjustmentCreate = lazy(() => import('./adjustment-create'));

export const coinAdjustments: ConsoleFeature = {
  resources: [
    {
      name: 'coin-adjustments',
      list: AdjustmentList,
      show: AdjustmentShow,
      create: AdjustmentCreate,
      icon: PaidIcon,
      recordRepresentation: (record: { direction: string; amount: string }) =>
        `${record.direction === 'debit' ? '-' : '+'}${record.amount}`,
      menu: 'app.menu.players',
    },
  ],
  messages: [coinAdjustmentMessages],
};
