// Staff accounts and their roles.
import BadgeIcon from '@mui/icons-material/Badge';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature } from '../console-feature';
import { staffMessages } from './messages';

const page = lazyPages(() => import('./staff-pages'));
const StaffList = page('StaffList');
const StaffShow = page('StaffShow');
const StaffEdit = page('StaffEdit');
const StaffCreate = page('StaffCreate');

export const staff: ConsoleFeature = {
  resources: [
    {
      name: 'staff',
      list: StaffList,
      show: StaffShow,
      edit: StaffEdit,
      create: StaffCreate,
      icon: BadgeIcon,
      recordRepresentation: 'email',
      menu: 'app.menu.staff',
    },
  ],
  messages: [staffMessages],
};
