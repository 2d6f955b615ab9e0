// The console's registry: every folder of src/resources, once. The app's react-admin resources, the
// texts, the permission names and the ledger's sentences are built from this list, and the menu
// follows its order (a heading where its first resource comes). A new game is its folder
// (src/resources/<game>/index.ts exporting one ConsoleFeature) and one line here.
import { arena } from './arena';
import { auditLog } from './audit-log';
import { bills } from './bills';
import { boxes } from './boxes';
import { cardCodeBatches } from './card-code-batches';
import { changeRecords } from './change-records';
import { coinAdjustments } from './coin-adjustments';
import type { ConsoleFeature } from './console-feature';
import { contract } from './contract';
import { conversionReports } from './conversion-reports';
import { firstBonuses } from './first-bonuses';
import { helpArticles } from './help-articles';
import { items } from './items';
import { loyaltyRewards } from './loyalty-rewards';
import { orders } from './orders';
import { refusedPayments } from './refused-payments';
import { packages } from './packages';
import { playerEvents } from './player-events';
import { players } from './players';
import { promotionLevels } from './promotion-levels';
import { redPackets } from './red-packets';
import { roll } from './roll';
import { seedPairs } from './seed-pairs';
import { siteSettings } from './site-settings';
import { staff } from './staff';
import { storage } from './storage';
import { upgrade } from './upgrade';
import { vipLevels } from './vip-levels';
import { welfarePayouts } from './welfare-payouts';
import { welfareRules } from './welfare-rules';

export const FEATURES: readonly ConsoleFeature[] = [
  players,
  coinAdjustments,
  playerEvents,
  changeRecords,
  storage,
  seedPairs,
  items,
  boxes,
  orders,
  refusedPayments,
  packages,
  firstBonuses,
  cardCodeBatches,
  conversionReports,
  bills,
  arena,
  upgrade,
  contract,
  roll,
  helpArticles,
  vipLevels,
  promotionLevels,
  siteSettings,
  loyaltyRewards,
  staff,
  auditLog,
  redPackets,
  welfareRules,
  welfarePayouts,
];
