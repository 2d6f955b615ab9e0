// Loyalty's configuration resources: points rules, points shop, daily tasks, daily free boxes.
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ChecklistIcon from '@mui/icons-material/Checklist';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import StarsIcon from '@mui/icons-material/Stars';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';

const pages = () => import('./loyalty-reward-pages');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) =>
  lazy(() => pages().then((m) => ({ default: m[name] as () => React.JSX.Element })));
const PointsRuleList = page('PointsRuleList');
const PointsRuleEdit = page('PointsRuleEdit');
const ShopItemList = page('ShopItemList');
const ShopItemEdit = page('ShopItemEdit');
const ShopItemCreate = page('ShopItemCreate');
const TaskList = page('TaskList');
const TaskEdit = page('TaskEdit');
const TaskCreate = page('TaskCreate');
const FreeBoxList = page('FreeBoxList');
const FreeBoxEdit = page('FreeBoxEdit');
const FreeBoxCreate = page('FreeBoxCreate');
const PlayerPointsList = page('PlayerPointsList');

export const pointsRules = {
  name: 'points-rules',
  list: <PointsRuleList />,
  edit: <PointsRuleEdit />,
  icon: LoyaltyIcon,
};
export const shopItems = {
  name: 'shop',
  list: <ShopItemList />,
  edit: <ShopItemEdit />,
  create: <ShopItemCreate />,
  icon: StorefrontIcon,
};
export const tasks = {
  name: 'tasks',
  list: <TaskList />,
  edit: <TaskEdit />,
  create: <TaskCreate />,
  icon: ChecklistIcon,
};
export const freeBoxes = {
  name: 'free-boxes',
  list: <FreeBoxList />,
  edit: <FreeBoxEdit />,
  create: <FreeBoxCreate />,
  icon: CardGiftcardIcon,
};
export const playerPoints = { name: 'player-points', list: <PlayerPointsList />, icon: StarsIcon };
