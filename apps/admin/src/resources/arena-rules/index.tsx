// The arena's daily reward tables (configuration): ranking rewards by rank range, and the
// battle-damage rebate tiers. Finance edits them; the next day's payout uses them.
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SavingsIcon from '@mui/icons-material/Savings';
import { lazy } from 'react';

const pages = () => import('./arena-rule-pages');
const RewardList = lazy(() => pages().then((m) => ({ default: m.RankingRewardList })));
const RewardEdit = lazy(() => pages().then((m) => ({ default: m.RankingRewardEdit })));
const RewardCreate = lazy(() => pages().then((m) => ({ default: m.RankingRewardCreate })));
const TierList = lazy(() => pages().then((m) => ({ default: m.RebateTierList })));
const TierEdit = lazy(() => pages().then((m) => ({ default: m.RebateTierEdit })));
const TierCreate = lazy(() => pages().then((m) => ({ default: m.RebateTierCreate })));

export const arenaRankingRewards = {
  name: 'arena-ranking-rewards',
  list: <RewardList />,
  edit: <RewardEdit />,
  create: <RewardCreate />,
  icon: EmojiEventsIcon,
  recordRepresentation: 'rank_from',
};

export const arenaRebateTiers = {
  name: 'arena-rebate-tiers',
  list: <TierList />,
  edit: <TierEdit />,
  create: <TierCreate />,
  icon: SavingsIcon,
  recordRepresentation: 'min_loss',
};
