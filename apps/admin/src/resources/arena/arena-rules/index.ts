// The arena's daily reward tables (configuration): ranking rewards by rank range, and the
// battle-damage rebate tiers. Finance edits them; the next day's payout uses them.
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SavingsIcon from '@mui/icons-material/Savings';
import { lazyPages } from '../../../components/lazy-pages';
import type { ConsoleResource } from '../../console-feature';

const page = lazyPages(() => import('./arena-rule-pages'));

export const arenaRankingRewards: ConsoleResource = {
  name: 'arena-ranking-rewards',
  list: page('RankingRewardList'),
  edit: page('RankingRewardEdit'),
  create: page('RankingRewardCreate'),
  icon: EmojiEventsIcon,
  recordRepresentation: 'rank_from',
  menu: 'app.menu.arena',
};

export const arenaRebateTiers: ConsoleResource = {
  name: 'arena-rebate-tiers',
  list: page('RebateTierList'),
  edit: page('RebateTierEdit'),
  create: page('RebateTierCreate'),
  icon: SavingsIcon,
  recordRepresentation: 'min_loss',
  menu: 'app.menu.arena',
};
