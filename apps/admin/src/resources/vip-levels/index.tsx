// VIP levels (configuration): list, show, edit.
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazy } from 'react';

const pages = () => import('./vip-level-pages');
const VipLevelList = lazy(() => pages().then((m) => ({ default: m.VipLevelList })));
const VipLevelShow = lazy(() => pages().then((m) => ({ default: m.VipLevelShow })));
const VipLevelEdit = lazy(() => pages().then((m) => ({ default: m.VipLevelEdit })));

export const vipLevels = {
  name: 'vip-levels',
  list: <VipLevelList />,
  show: <VipLevelShow />,
  edit: <VipLevelEdit />,
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'level',
};
