// The console's frame: react-admin's layout with the grouped menu (the app bar offers the language).
// A member whose role requires two-factor sign-in and who has not enrolled sees only the Security page.
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useStaffMe } from '../components/access';
import { mustEnrolTotp, SECURITY_PATH } from '../providers/auth-provider';
import { AppMenu } from './menu';

function EnrolmentGate({ children }: { children: ReactNode }) {
  const { me } = useStaffMe();
  const { pathname } = useLocation();
  if (mustEnrolTotp(me) && pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;
  return children;
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu}>
      <EnrolmentGate>{children}</EnrolmentGate>
    </Layout>
  );
}
