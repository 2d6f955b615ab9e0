// First-recharge bonuses (what GET /api/beans/first offers).
import RedeemIcon from '@mui/icons-material/Redeem';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature } from '../console-feature';
import { firstBonusMessages } from './messages';

const page = lazyPages(() => import('./first-bonus-pages'));
const FirstBonusList = page('FirstBonusList');
const FirstBonusShow = page('FirstBonusShow');
const FirstBonusEdit = page('FirstBonusEdit');
const FirstBonusCreate = page('FirstBonusCreate');

export const firstBonuses: ConsoleFeature = {
  resources: [
    {
      name: 'first-bonuses',
      list: FirstBonusList,
      show: FirstBonusShow,
      edit: FirstBonusEdit,
      create: FirstBonusCreate,
      icon: RedeemIcon,
      menu: 'app.menu.payments',
    },
  ],
  messages: [firstBonusMessages],
};
