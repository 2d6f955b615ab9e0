// First-recharge bonuses (what GET /api/beans/first offers).
import RedeemIcon from '@mui/icons-material/Redeem';
import { lazy } from 'react';

const pages = () => import('./first-bonus-pages');
const FirstBonusList = lazy(() => pages().then((m) => ({ default: m.FirstBonusList })));
const FirstBonusShow = lazy(() => pages().then((m) => ({ default: m.FirstBonusShow })));
const FirstBonusEdit = lazy(() => pages().then((m) => ({ default: m.FirstBonusEdit })));
const FirstBonusCreate = lazy(() => pages().then((m) => ({ default: m.FirstBonusCreate })));

export const firstBonuses = {
  name: 'first-bonuses',
  list: <FirstBonusList />,
  show: <FirstBonusShow />,
  edit: <FirstBonusEdit />,
  create: <FirstBonusCreate />,
  icon: RedeemIcon,
};
