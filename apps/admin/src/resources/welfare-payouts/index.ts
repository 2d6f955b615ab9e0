// Welfare payouts: a read-only report of the welfare paid per UTC day by kind (sign-in and
// registration packets, red packets, free boxes, ranking rewards, rebates, the rest), for finance.
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazy } from 'react';
import type { ConsoleFeature } from '../console-feature';
import { welfarePayoutMessages } from './messages';

const WelfarePayoutList = lazy(() => import('./welfare-payout-list'));

export const welfarePayouts: ConsoleFeature = {
  resources: [
    {
      name: 'welfare-payouts',
      list: WelfarePayoutList,
      icon: VolunteerActivismIcon,
      menu: 'app.menu.welfare',
    },
  ],
  messages: [welfarePayoutMessages],
};
