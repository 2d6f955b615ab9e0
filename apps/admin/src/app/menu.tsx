// The side menu, grouped by what staff look after; a group shows only when the staff member's role
// may list something in it (each entry itself asks canAccess). Everyone has their own Security page.
import SecurityIcon from '@mui/icons-material/Security';
import { ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useCan } from '../components/access';
import { SECURITY_PATH } from '../providers/auth-provider';

const SECTIONS: { label: string; resources: string[] }[] = [
  { label: 'app.menu.players', resources: ['players', 'coin-adjustments'] },
  { label: 'app.menu.catalogue', resources: ['items', 'boxes'] },
  { label: 'app.menu.payments', resources: ['orders', 'packages', 'first-bonuses', 'card-code-batches'] },
  { label: 'app.menu.deliveries', resources: ['bills'] },
  { label: 'app.menu.arena', resources: ['battles', 'arena-ranking-rewards', 'arena-rebate-tiers'] },
  { label: 'app.menu.upgrade', resources: ['upgrades', 'upgrade-targets', 'upgrade-settings'] },
  { label: 'app.menu.contracts', resources: ['contracts', 'contract-settings'] },
  { label: 'app.menu.roll', resources: ['roll-rooms'] },
  { label: 'app.menu.content', resources: ['help-articles'] },
  { label: 'app.menu.config', resources: ['vip-levels', 'promotion-levels', 'settings'] },
  { label: 'app.menu.loyalty', resources: ['points-rules', 'shop', 'tasks', 'free-boxes', 'player-points'] },
  { label: 'app.menu.staff', resources: ['staff', 'audit-log'] },
  { label: 'app.menu.welfare', resources: ['red-packets', 'welfare-rules'] },
];

export function AppMenu() {
  const translate = useTranslate();
  const can = useCan();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem />
      {SECTIONS.filter((section) => section.resources.some((resource) => can('list', resource))).map((section) => [
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
