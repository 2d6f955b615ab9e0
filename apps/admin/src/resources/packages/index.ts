// Recharge packages (what GET /api/beans offers).
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature } from '../console-feature';
import { packageMessages } from './messages';

const page = lazyPages(() => import('./package-pages'));
const PackageList = page('PackageList');
const PackageShow = page('PackageShow');
const PackageEdit = page('PackageEdit');
const PackageCreate = page('PackageCreate');

export const packages: ConsoleFeature = {
  resources: [
    {
      name: 'packages',
      list: PackageList,
      show: PackageShow,
      edit: PackageEdit,
      create: PackageCreate,
      icon: ShoppingBagIcon,
      menu: 'app.menu.payments',
    },
  ],
  messages: [packageMessages],
};
