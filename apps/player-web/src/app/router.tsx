// The routes of spec section 2 (history mode): the site's own pages here, and every registered
// feature's pages (src/features/registry.ts). Every page is its own chunk (lazyPage), so the first
// load carries only the shell; login-required pages sit behind RequireAuth, switchable ones behind
// their site switch.
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-page';
import { MainLayout } from './layout/main-layout';
import { RequireAuth } from './layout/require-auth';
import { UserLayout } from './layout/user-layout';
import { FeatureGate } from '@/features/site/components/feature-gate';
import { FEATURES } from '@/features/registry';
import type { FeaturePage, FeatureRegistration } from '@/lib/feature-registration';

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
const NotFoundRoute = lazyPage(() => import('./routes/not-found'), 'NotFoundRoute');
const CeshiRoute = lazyPage(() => import('./routes/ceshi'), 'CeshiRoute');
const UserInfoRoute = lazyPage(() => import('./routes/user/info'), 'UserInfoRoute');
const BillRoute = lazyPage(() => import('./routes/user/bill'), 'BillRoute');
const DetailRoute = lazyPage(() => import('./routes/user/detail'), 'DetailRoute');
const PaymentRoute = lazyPage(() => import('./routes/user/payment'), 'PaymentRoute');
const RechargeSheetRoute = lazyPage(() => import('./routes/user/recharge-sheet'), 'RechargeSheetRoute');
const TaskCentreRoute = lazyPage(() => import('./routes/task-centre'), 'TaskCentreRoute');
const DailyAwardRoute = lazyPage(() => import('./routes/daily-award'), 'DailyAwardRoute');
const ResponsibleGamingRoute = lazyPage(() => import('./routes/user/responsible-gaming'), 'ResponsibleGamingRoute');
const SteamHandleRoute = lazyPage(() => import('./routes/steam-return'), 'SteamHandleRoute');
const SteamBindRoute = lazyPage(() => import('./routes/steam-return'), 'SteamBindRoute');

const loginRequired = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;
const relative = (path: string) => path.replace(/^\/user\//, '');

/** A registered feature's page, behind its login and its site switch (staff can turn it off). */
function featureRoute(
  feature: FeatureRegistration,
  { path, page: Page, loginRequired: login, siteSwitch }: FeaturePage,
) {
  const page = siteSwitch ? (
    <FeatureGate feature={siteSwitch} name={`${feature.namespace}:${feature.name}`}>
      <Page />
    </FeatureGate>
  ) : (
    <Page />
  );
  return { path, element: login ? loginRequired(page) : page };
}

export const router = createBrowserRouter([
  {
    path: '/',
    element: <MainLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      ...FEATURES.flatMap((feature) => (feature.pages ?? []).map((page) => featureRoute(feature, page))),
      { path: paths.taskCentre.path, element: loginRequired(<TaskCentreRoute />) },
      { path: paths.packsack.path, element: loginRequired(<PacksackRoute />) },
      { path: paths.recharge.path, element: loginRequired(<RechargeRoute />) },
      { path: paths.vip.path, element: loginRequired(<VipRoute />) },
      { path: paths.promotion.path, element: loginRequired(<PromotionRoute />) },
      { path: paths.helps.path, element: <HelpsRoute /> },
      { path: paths.helpArticle.path, element: <HelpArticleRoute /> },
      { path: paths.boxDetail.path, element: <BoxDetailRoute /> },
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
