// A resource folder's pages load on first use: lazyPages(() => import('./x-pages')) gives a function
// that names one exported page and returns it as a lazy component (react-admin's Suspense shows
// Loading meanwhile).
import { lazy, type ComponentType } from 'react';

export function lazyPages<Module extends object>(load: () => Promise<Module>) {
  return (page: keyof Module & string) =>
    lazy(() => load().then((module) => ({ default: module[page] as ComponentType<object> })));
}
