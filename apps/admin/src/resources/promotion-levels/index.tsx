// Promotion (referral) levels (configuration).
import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';

const pages = () => import('./promotion-level-pages');
const PromotionLevelList = lazy(() => pages().then((m) => ({ default: m.PromotionLevelList })));
const PromotionLevelShow = lazy(() => pages().then((m) => ({ default: m.PromotionLevelShow })));
const PromotionLevelEdit = lazy(() => pages().then((m) => ({ default: m.PromotionLevelEdit })));
const PromotionLevelCreate = lazy(() => pages().then((m) => ({ default: m.PromotionLevelCreate })));

export const promotionLevels = {
  name: 'promotion-levels',
  list: <PromotionLevelList />,
  show: <PromotionLevelShow />,
  edit: <PromotionLevelEdit />,
  create: <PromotionLevelCreate />,
  icon: CampaignIcon,
  recordRepresentation: 'name_en',
};
