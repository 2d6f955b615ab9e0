// Staff accounts and their roles.
import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';

const pages = () => import('./staff-pages');
const StaffList = lazy(() => pages().then((m) => ({ default: m.StaffList })));
const StaffShow = lazy(() => pages().then((m) => ({ default: m.StaffShow })));
const StaffEdit = lazy(() => pages().then((m) => ({ default: m.StaffEdit })));
const StaffCreate = lazy(() => pages().then((m) => ({ default: m.StaffCreate })));

export const staff = {
  name: 'staff',
  list: <StaffList />,
  show: <StaffShow />,
  edit: <StaffEdit />,
  create: <StaffCreate />,
  icon: BadgeIcon,
  recordRepresentation: 'email',
};
