// The site settings (content, admin): the customer-service link, the minimum age, the feature switches
// and the 404 page's visitor-statistics script; one record "site", audited with before and after.
import SettingsIcon from '@mui/icons-material/Settings';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature } from '../console-feature';
import { siteSettingsMessages } from './messages';

const page = lazyPages(() => import('./site-settings-pages'));
const SettingsList = page('SiteSettingsList');
const SettingsEdit = page('SiteSettingsEdit');

export const siteSettings: ConsoleFeature = {
  resources: [
    {
      name: 'settings',
      list: SettingsList,
      edit: SettingsEdit,
      icon: SettingsIcon,
      recordRepresentation: 'id',
      menu: 'app.menu.config',
    },
  ],
  messages: [siteSettingsMessages],
};
