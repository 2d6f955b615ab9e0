// Loyalty's configuration resources: points rules, points shop, daily tasks, daily free boxes.
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ChecklistIcon from '@mui/icons-material/Checklist';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import StarsIcon from '@mui/icons-material/Stars';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature, ConsoleResource } from '../console-feature';
import { loyaltySentences } from './event-sentences';
import { loyaltyRewardMessages } from './messages';

const page = lazyPages(() => import('./loyalty-reward-pages'));
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

const pointsRules: ConsoleResource = {
  name: 'points-rules',
  list: PointsRuleList,
  edit: PointsRuleEdit,
  icon: LoyaltyIcon,
  menu: 'app.menu.loyalty',
};
const shopItems: ConsoleResource = {
  name: 'shop',
  list: ShopItemList,
  edit: ShopItemEdit,
  create: ShopItemCreate,
  icon: StorefrontIcon,
  menu: 'app.menu.loyalty',
};
const tasks: ConsoleResource = {
  name: 'tasks',
  list: TaskList,
  edit: TaskEdit,
  create: TaskCreate,
  icon: ChecklistIcon,
  menu: 'app.menu.loyalty',
};
const freeBoxes: ConsoleResource = {
  name: 'free-boxes',
  list: FreeBoxList,
  edit: FreeBoxEdit,
  create: FreeBoxCreate,
  icon: CardGiftcardIcon,
  menu: 'app.menu.loyalty',
};
const playerPoints: ConsoleResource = {
  name: 'player-points',
  list: PlayerPointsList,
  icon: StarsIcon,
  menu: 'app.menu.loyalty',
};

export const loyaltyRewards: ConsoleFeature = {
  resources: [pointsRules, shopItems, tasks, freeBoxes, playerPoints],
  messages: [loyaltyRewardMessages],
  eventSentences: loyaltySentences,
};
