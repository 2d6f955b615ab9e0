// Recharge packages (what GET /api/beans offers).
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { lazy } from 'react';

const pages = () => import('./package-pages');
const PackageList = lazy(() => pages().then((m) => ({ default: m.PackageList })));
const PackageShow = lazy(() => pages().then((m) => ({ default: m.PackageShow })));
const PackageEdit = lazy(() => pages().then((m) => ({ default: m.PackageEdit })));
const PackageCreate = lazy(() => pages().then((m) => ({ default: m.PackageCreate })));

export const packages = {
  name: 'packages',
  list: <PackageList />,
  show: <PackageShow />,
  edit: <PackageEdit />,
  create: <PackageCreate />,
  icon: ShoppingBagIcon,
};
