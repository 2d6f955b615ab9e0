// The Lootledger back office: react-admin on the admin API (/admin/api), served at /admin/.
// Resources are one folder each (src/resources/<name>, a game's under src/resources/<game>/), listed
// once in src/resources/index.ts; their pages load on first use.
import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { RegistrationsContext } from '../components/registrations';
import { dashboardMessages } from '../dashboard/messages';
import { createI18nProvider } from '../i18n/i18n-provider';
import { createAuthProvider, SECURITY_PATH } from '../providers/auth-provider';
import { dataProvider } from '../providers/data-provider';
import { LoginPage } from '../security/login-page';
import { securityMessages } from '../security/messages';
import { CONSOLE_MESSAGES, CONSOLE_RESOURCES, REGISTRATIONS } from './console';
import { AppLayout } from './layout';

const i18nProvider = createI18nProvider([dashboardMessages, securityMessages, ...CONSOLE_MESSAGES]);

const authProvider = createAuthProvider(REGISTRATIONS.permissionOf);

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
    <RegistrationsContext.Provider value={REGISTRATIONS}>
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
        {CONSOLE_RESOURCES.map(({ permission: _permission, menu: _menu, ...resource }) => (
          <Resource key={resource.name} {...resource} />
        ))}
      </Admin>
    </RegistrationsContext.Provider>
  );
}
