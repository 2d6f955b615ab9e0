// Promotion (referral) levels (configuration).
import CampaignIcon from '@mui/icons-material/Campaign';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature } from '../console-feature';
import { promotionLevelMessages } from './messages';

const page = lazyPages(() => import('./promotion-level-pages'));
const PromotionLevelList = page('PromotionLevelList');
const PromotionLevelShow = page('PromotionLevelShow');
const PromotionLevelEdit = page('PromotionLevelEdit');
const PromotionLevelCreate = page('PromotionLevelCreate');

export const promotionLevels: ConsoleFeature = {
  resources: [
    {
      name: 'promotion-levels',
      list: PromotionLevelList,
      show: PromotionLevelShow,
      edit: PromotionLevelEdit,
      create: PromotionLevelCreate,
      icon: CampaignIcon,
      recordRepresentation: 'name_en',
      menu: 'app.menu.config',
    },
  ],
  messages: [promotionLevelMessages],
};
