// The routes of spec section 2 (history mode). Every page is its own chunk (lazyPage), so the
// first load carries only the shell; login-required pages sit behind RequireAuth.
import type { SiteFeature } from '@lootledger/contracts';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-page';
import { MainLayout } from './layout/main-layout';
import { RequireAuth } from './layout/require-auth';
import { UserLayout } from './layout/user-layout';
import { ComingSoon } from './routes/coming-soon';
import { FeatureGate } from '@/features/site/components/feature-gate';

const HomeRoute = lazyPage(() => import('./routes/home'), 'HomeRoute');
const BoxDetailRoute = lazyPage(() => import('./routes/box-detail'), 'BoxDetailRoute');
const FairnessRoute = lazyPage(() => import('./routes/fairness'), 'FairnessRoute');
const RechargeRoute = lazyPage(() => import('./routes/recharge'), 'RechargeRoute');
const PacksackRoute = lazyPage(() => import('./routes/packsack'), 'PacksackRoute');
const HelpsRoute = lazyPage(() => import('./routes/helps'), 'HelpsRoute');
const HelpArticleRoute = lazyPage(() => import('./routes/help-article'), 'HelpArticleRoute');
const HistoryRoute = lazyPage(() => import('./routes/history'), 'HistoryRoute');
const PromotionRoute = lazyPage(() => import('./routes/promotion'), 'PromotionRoute');
const VipRoute = lazyPage(() => import('./routes/vip'), 'VipRoute');
const ArenaRoute = lazyPage(() => import('./routes/arena'), 'ArenaRoute');
const BattleRoute = lazyPage(() => import('./routes/battle'), 'BattleRoute');
const CreateBattleRoute = lazyPage(() => import('./routes/create-battle'), 'CreateBattleRoute');
const LuckyRoute = lazyPage(() => import('./routes/lucky'), 'LuckyRoute');
const CompoundRoute = lazyPage(() => import('./routes/compound'), 'CompoundRoute');
const RollRoute = lazyPage(() => import('./routes/roll'), 'RollRoute');
const RollRoomRoute = lazyPage(() => import('./routes/roll-room'), 'RollRoomRoute');
const CreateRollRoomRoute = lazyPage(() => import('./routes/create-roll-room'), 'CreateRollRoomRoute');
const NotFoundRoute = lazyPage(() => import('./routes/not-found'), 'NotFoundRoute');
const CeshiRoute = lazyPage(() => import('./routes/ceshi'), 'CeshiRoute');
const UserInfoRoute = lazyPage(() => import('./routes/user/info'), 'UserInfoRoute');
const BillRoute = lazyPage(() => import('./routes/user/bill'), 'BillRoute');
const DetailRoute = lazyPage(() => import('./routes/user/detail'), 'DetailRoute');
const PaymentRoute = lazyPage(() => import('./routes/user/payment'), 'PaymentRoute');
const RechargeSheetRoute = lazyPage(() => import('./routes/user/recharge-sheet'), 'RechargeSheetRoute');
const ShoppingRoute = lazyPage(() => import('./routes/shopping'), 'ShoppingRoute');
const TaskCentreRoute = lazyPage(() => import('./routes/task-centre'), 'TaskCentreRoute');
const DailyAwardRoute = lazyPage(() => import('./routes/daily-award'), 'DailyAwardRoute');
const WelfareRoute = lazyPage(() => import('./routes/welfare'), 'WelfareRoute');
const RedRoute = lazyPage(() => import('./routes/welfare'), 'RedRoute');
const ResponsibleGamingRoute = lazyPage(() => import('./routes/user/responsible-gaming'), 'ResponsibleGamingRoute');
const SteamHandleRoute = lazyPage(() => import('./routes/steam-return'), 'SteamHandleRoute');
const SteamBindRoute = lazyPage(() => import('./routes/steam-return'), 'SteamBindRoute');

const loginRequired = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;
const comingSoon = (page: string) => <ComingSoon page={page} />;
/** A page staff can switch off in the site settings. */
const switched = (feature: SiteFeature, element: React.ReactNode) => (
  <FeatureGate feature={feature}>{element}</FeatureGate>
);
const relative = (path: string) => path.replace(/^\/user\//, '');

export const router = createBrowserRouter([
  {
    path: '/',
    element: <MainLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: paths.arena.path, element: loginRequired(switched('battles', <ArenaRoute />)) },
      { path: paths.lucky.path, element: switched('upgrade', <LuckyRoute />) },
      { path: paths.roll.path, element: switched('roll', <RollRoute />) },
      { path: paths.shopping.path, element: switched('shop', <ShoppingRoute />) },
      { path: paths.partner.path, element: comingSoon('partner') },
      { path: paths.partner1.path, element: comingSoon('partner1') },
      { path: paths.partner2.path, element: comingSoon('partner2') },
      { path: paths.partner3.path, element: comingSoon('partner3') },
      { path: paths.compound.path, element: loginRequired(switched('contract', <CompoundRoute />)) },
      { path: paths.welfare.path, element: loginRequired(<WelfareRoute />) },
      { path: paths.red.path, element: loginRequired(<RedRoute />) },
      { path: paths.taskCentre.path, element: loginRequired(<TaskCentreRoute />) },
      { path: paths.packsack.path, element: loginRequired(<PacksackRoute />) },
      { path: paths.recharge.path, element: loginRequired(<RechargeRoute />) },
      { path: paths.vip.path, element: loginRequired(<VipRoute />) },
      { path: paths.promotion.path, element: loginRequired(<PromotionRoute />) },
      { path: paths.helps.path, element: <HelpsRoute /> },
      { path: paths.helpArticle.path, element: <HelpArticleRoute /> },
      { path: paths.boxDetail.path, element: <BoxDetailRoute /> },
      { path: paths.rollRoom.path, element: <RollRoomRoute /> },
      { path: paths.createRollRoom.path, element: loginRequired(switched('roll', <CreateRollRoomRoute />)) },
      { path: paths.luckyDetail.path, element: switched('upgrade', <LuckyRoute />) },
      { path: paths.packsackDetail.path, element: loginRequired(comingSoon('packsack')) },
      { path: paths.battle.path, element: <BattleRoute /> },
      { path: paths.createBattle.path, element: loginRequired(switched('battles', <CreateBattleRoute />)) },
      { path: paths.dailyAward.path, element: loginRequired(<DailyAwardRoute />) },
      { path: paths.history.path, element: <HistoryRoute /> },
      { path: paths.fairness.path, element: <FairnessRoute /> },
      { path: paths.steamHandle.path, element: <SteamHandleRoute /> },
      { path: paths.steamBind.path, element: loginRequired(<SteamBindRoute />) },
      { path: paths.ceshi.path, element: <CeshiRoute /> },
      {
        path: paths.user.root.path,
        element: loginRequired(<UserLayout />),
        children: [
          { index: true, element: <Navigate to={paths.user.info.getHref()} replace /> },
          { path: relative(paths.user.info.path), element: <UserInfoRoute /> },
          { path: relative(paths.user.packsack.path), element: <PacksackRoute /> },
          { path: relative(paths.user.recharge.path), element: <RechargeRoute /> },
          { path: relative(paths.user.bill.path), element: <BillRoute /> },
          { path: relative(paths.user.detail.path), element: <DetailRoute /> },
          { path: relative(paths.user.userwelfare.path), element: <PromotionRoute /> },
          { path: relative(paths.user.payment.path), element: <PaymentRoute /> },
          { path: relative(paths.user.responsibleGaming.path), element: <ResponsibleGamingRoute /> },
          { path: relative(paths.user.rechargeSheet.path), element: <RechargeSheetRoute /> },
          { path: '*', element: <Navigate to={paths.notFound.getHref()} replace /> },
        ],
      },
      { path: paths.notFound.path, element: <NotFoundRoute /> },
      { path: '*', element: <Navigate to={paths.notFound.getHref()} replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
