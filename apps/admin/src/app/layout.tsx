// The console's frame: react-admin's layout with the grouped menu (the app bar offers the language).
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppMenu } from './menu';

export function AppLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AppMenu}>{children}</Layout>;
}
