// The Lootledger back office: react-admin on the admin API (/admin/api), served at /admin/.
// Resources are one folder each (src/resources/<name>); their pages load on first use.
import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { dashboardMessages } from '../dashboard/messages';
import { createI18nProvider } from '../i18n/i18n-provider';
import { authProvider } from '../providers/auth-provider';
import { dataProvider } from '../providers/data-provider';
import { auditLog } from '../resources/audit-log';
import { auditLogMessages } from '../resources/audit-log/messages';
import { bills } from '../resources/bills';
import { billMessages } from '../resources/bills/messages';
import { boxes } from '../resources/boxes';
import { boxMessages } from '../resources/boxes/messages';
import { cardCodeBatches } from '../resources/card-code-batches';
import { cardCodeBatchMessages } from '../resources/card-code-batches/messages';
import { changeRecords } from '../resources/change-records';
import { changeRecordMessages } from '../resources/change-records/messages';
import { coinAdjustments } from '../resources/coin-adjustments';
import { coinAdjustmentMessages } from '../resources/coin-adjustments/messages';
import { firstBonuses } from '../resources/first-bonuses';
import { firstBonusMessages } from '../resources/first-bonuses/messages';
import { helpArticles } from '../resources/help-articles';
import { helpArticleMessages } from '../resources/help-articles/messages';
import { items } from '../resources/items';
import { itemMessages } from '../resources/items/messages';
import { orders } from '../resources/orders';
import { orderMessages } from '../resources/orders/messages';
import { packages } from '../resources/packages';
import { packageMessages } from '../resources/packages/messages';
import { playerEvents } from '../resources/player-events';
import { playerEventMessages } from '../resources/player-events/messages';
import { players } from '../resources/players';
import { playerMessages } from '../resources/players/messages';
import { promotionLevels } from '../resources/promotion-levels';
import { promotionLevelMessages } from '../resources/promotion-levels/messages';
import { seedPairs } from '../resources/seed-pairs';
import { seedPairMessages } from '../resources/seed-pairs/messages';
import { staff } from '../resources/staff';
import { staffMessages } from '../resources/staff/messages';
import { storage } from '../resources/storage';
import { storageMessages } from '../resources/storage/messages';
import { arenaRankingRewards, arenaRebateTiers } from '../resources/arena-rules';
import { arenaRuleMessages } from '../resources/arena-rules/messages';
import { freeBoxes, playerPoints, pointsRules, shopItems, tasks } from '../resources/loyalty-rewards';
import { loyaltyRewardMessages } from '../resources/loyalty-rewards/messages';
import { battles } from '../resources/battles';
import { rollRooms } from '../resources/roll-rooms';
import { rollRoomMessages } from '../resources/roll-rooms/messages';
import { battleMessages } from '../resources/battles/messages';
import { upgrades, upgradeSettings, upgradeTargets } from '../resources/upgrades';
import { upgradeMessages } from '../resources/upgrades/messages';
import { contracts, contractSettings } from '../resources/contracts';
import { contractMessages } from '../resources/contracts/messages';
import { vipLevels } from '../resources/vip-levels';
import { vipLevelMessages } from '../resources/vip-levels/messages';
import { redPacketClaims, redPackets } from '../resources/red-packets';
import { redPacketMessages } from '../resources/red-packets/messages';
import { welfareRules } from '../resources/welfare-rules';
import { siteSettings } from '../resources/site-settings';
import { siteSettingsMessages } from '../resources/site-settings/messages';
import { welfareRuleMessages } from '../resources/welfare-rules/messages';
import { SECURITY_PATH } from '../providers/auth-provider';
import { LoginPage } from '../security/login-page';
import { securityMessages } from '../security/messages';
import { AppLayout } from './layout';

const i18nProvider = createI18nProvider([
  dashboardMessages,
  playerMessages,
  playerEventMessages,
  changeRecordMessages,
  storageMessages,
  seedPairMessages,
  coinAdjustmentMessages,
  itemMessages,
  boxMessages,
  orderMessages,
  packageMessages,
  firstBonusMessages,
  cardCodeBatchMessages,
  billMessages,
  battleMessages,
  arenaRuleMessages,
  upgradeMessages,
  contractMessages,
  helpArticleMessages,
  vipLevelMessages,
  promotionLevelMessages,
  staffMessages,
  auditLogMessages,
  securityMessages,
  rollRoomMessages,
  loyaltyRewardMessages,
  redPacketMessages,
  welfareRuleMessages,
  siteSettingsMessages,
]);

const LazyDashboard = lazy(() => import('../dashboard/dashboard'));
const LazySecurityPage = lazy(() => import('../security/security-page'));

function Dashboard() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyDashboard />
    </Suspense>
  );
}

function SecurityPage() {
  return (
    <Suspense fallback={<Loading />}>
      <LazySecurityPage />
    </Suspense>
  );
}

export function App() {
  return (
    <Admin
      title="app.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={AppLayout}
      loginPage={LoginPage}
      disableTelemetry
    >
      <CustomRoutes>
        <Route path={SECURITY_PATH} element={<SecurityPage />} />
      </CustomRoutes>
      <Resource {...players} />
      <Resource {...coinAdjustments} />
      <Resource {...playerEvents} />
      <Resource {...changeRecords} />
      <Resource {...storage} />
      <Resource {...seedPairs} />
      <Resource {...items} />
      <Resource {...boxes} />
      <Resource {...orders} />
      <Resource {...packages} />
      <Resource {...firstBonuses} />
      <Resource {...cardCodeBatches} />
      <Resource {...bills} />
      <Resource {...battles} />
      <Resource {...arenaRankingRewards} />
      <Resource {...arenaRebateTiers} />
      <Resource {...upgrades} />
      <Resource {...upgradeTargets} />
      <Resource {...upgradeSettings} />
      <Resource {...contracts} />
      <Resource {...contractSettings} />
      <Resource {...rollRooms} />
      <Resource {...pointsRules} />
      <Resource {...shopItems} />
      <Resource {...tasks} />
      <Resource {...freeBoxes} />
      <Resource {...playerPoints} />
      <Resource {...helpArticles} />
      <Resource {...vipLevels} />
      <Resource {...promotionLevels} />
      <Resource {...staff} />
      <Resource {...auditLog} />
      <Resource {...redPackets} />
      <Resource {...redPacketClaims} />
      <Resource {...welfareRules} />
      <Resource {...siteSettings} />
    </Admin>
  );
}
