// The main layout under / (spec section 2): header, the page, footer; the auth dialog, the bind-phone
// prompt (a Steam account without a phone) and toasts.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '@/components/ui/toaster';
import { ExclusionBanner } from '@/features/responsible-gaming/components/exclusion-banner';
import { SessionReminderWatcher } from '@/features/responsible-gaming/components/session-reminder-watcher';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useBindPhonePrompt } from '@/lib/bind-phone-prompt';
import { lazyPage } from '@/lib/lazy-page';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationEffects } from './navigation-effects';
import { PageOutlet } from './page-outlet';

const AuthDialog = lazyPage(() => import('@/features/auth/components/auth-dialog'), 'AuthDialog');
const BindPhonePrompt = lazyPage(() => import('@/features/user/components/bind-phone-prompt'), 'BindPhonePrompt');

export function MainLayout() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const bindPhone = useBindPhonePrompt();
  return (
    <div className="app">
      <NavigationEffects />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <ExclusionBanner />
      <SessionReminderWatcher />
      <main id="main" className="main">
        <PageOutlet />
      </main>
      <Footer />
      <Toaster />
      {open && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
      {bindPhone && (
        <Suspense fallback={null}>
          <BindPhonePrompt />
        </Suspense>
      )}
    </div>
  );
}
