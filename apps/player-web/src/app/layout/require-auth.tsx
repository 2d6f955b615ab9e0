// A login-required route (spec section 2): arriving without a token, "please log in", go to / and
// open the login dialog; signing in from there returns to the page asked for. A session that ends while the page is open (logout, or a 401 that already
// said so) just leaves for /.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { openAuthDialog, useAuthDialog } from '@/lib/auth-dialog';
import { rememberReturn } from '@/lib/return-after-sign-in';
import { useToken } from '@/lib/session';
import { toast } from '@/lib/toast';

export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const hadToken = useRef(token !== null);
  if (token) {
    hadToken.current = true;
    return <>{children}</>;
  }
  if (hadToken.current) return <Navigate to={paths.home.getHref()} replace />;
  return <LoginRedirect />;
}

function LoginRedirect() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const { pathname, search, hash } = useLocation();
  const asked = pathname + search + hash;
  useEffect(() => {
    if (!open) toast.error(t('auth.pleaseLogin'));
    rememberReturn(asked);
    openAuthDialog('login');
  }, []);
  return <Navigate to={paths.home.getHref()} replace />;
}
