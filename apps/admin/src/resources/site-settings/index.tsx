// The site settings (content, admin): the customer-service link, the minimum age, the feature switches
// and the 404 page's visitor-statistics script; one record "site", audited with before and after.
import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';

const pages = () => import('./site-settings-pages');
const SettingsList = lazy(() => pages().then((m) => ({ default: m.SiteSettingsList })));
const SettingsEdit = lazy(() => pages().then((m) => ({ default: m.SiteSettingsEdit })));

export const siteSettings = {
  name: 'settings',
  list: <SettingsList />,
  edit: <SettingsEdit />,
  icon: SettingsIcon,
  recordRepresentation: 'id',
};
