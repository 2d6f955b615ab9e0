// The arena's daily reward tables (configuration): ranking rewards by rank range, and the
// battle-damage rebate tiers, and the ranking's guards (activity floor, payout cap). Finance edits
// them; the next day's payout uses them.
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import RuleIcon from '@mui/icons-material/Rule';
import SavingsIcon from '@mui/icons-material/Savings';
import { lazyPages } from '../../../components/lazy-pages';
import type { ConsoleResource } from '../../console-feature';

const page = lazyPages(() => import('./arena-rule-pages'));
const settingsPage = lazyPages(() => import('./ranking-settings-pages'));

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

export const arenaRankingSettings: ConsoleResource = {
  name: 'arena-ranking-settings',
  list: settingsPage('RankingSettingsList'),
  edit: settingsPage('RankingSettingsEdit'),
  icon: RuleIcon,
  recordRepresentation: 'min_battles',
  menu: 'app.menu.arena',
};
