// VIP levels (configuration): list, show, edit.
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature } from '../console-feature';
import { vipLevelMessages } from './messages';

const page = lazyPages(() => import('./vip-level-pages'));
const VipLevelList = page('VipLevelList');
const VipLevelShow = page('VipLevelShow');
const VipLevelEdit = page('VipLevelEdit');

export const vipLevels: ConsoleFeature = {
  resources: [
    {
      name: 'vip-levels',
      list: VipLevelList,
      show: VipLevelShow,
      edit: VipLevelEdit,
      icon: WorkspacePremiumIcon,
      recordRepresentation: 'level',
      menu: 'app.menu.config',
    },
  ],
  messages: [vipLevelMessages],
};
