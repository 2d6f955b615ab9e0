// The side menu, grouped by what staff look after (each registered resource names its heading; the
// registry's order is the menu's); a group shows only when the staff member's role may list
// something in it (each entry itself asks canAccess). Everyone has their own Security page.
import SecurityIcon from '@mui/icons-material/Security';
import { ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useCan } from '../components/access';
import { SECURITY_PATH } from '../providers/auth-provider';
import { MENU_SECTIONS } from './console';

export function AppMenu() {
  const translate = useTranslate();
  const can = useCan();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem />
      {MENU_SECTIONS.filter((section) => section.resources.some((resource) => can('list', resource))).map((section) => [
        open ? (
          <ListSubheader key={section.label} sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
            {translate(section.label)}
          </ListSubheader>
        ) : null,
        ...section.resources.map((resource) => <Menu.ResourceItem key={resource} name={resource} />),
      ])}
      <Menu.Item to={SECURITY_PATH} primaryText="app.security.menu" leftIcon={<SecurityIcon />} />
    </Menu>
  );
}
