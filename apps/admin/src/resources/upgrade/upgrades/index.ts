// The upgrade ("dream-chasing") game: its attempts (read only: the draw, the price, the stake, the
// result), its targets (which catalogue items players may upgrade to; content) and its RTP (finance).
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import FlagIcon from '@mui/icons-material/Flag';
import TuneIcon from '@mui/icons-material/Tune';
import { lazyPages } from '../../../components/lazy-pages';
import type { ConsoleResource } from '../../console-feature';

const page = lazyPages(() => import('./upgrade-pages'));

export const upgrades: ConsoleResource = {
  name: 'upgrades',
  list: page('UpgradeList'),
  show: page('UpgradeShow'),
  icon: AutoGraphIcon,
  recordRepresentation: 'id',
  menu: 'app.menu.upgrade',
};

export const upgradeTargets: ConsoleResource = {
  name: 'upgrade-targets',
  list: page('UpgradeTargetList'),
  edit: page('UpgradeTargetEdit'),
  create: page('UpgradeTargetCreate'),
  icon: FlagIcon,
  recordRepresentation: 'item_id',
  menu: 'app.menu.upgrade',
};

export const upgradeSettings: ConsoleResource = {
  name: 'upgrade-settings',
  list: page('UpgradeSettingsList'),
  edit: page('UpgradeSettingsEdit'),
  icon: TuneIcon,
  recordRepresentation: 'rtp',
  menu: 'app.menu.upgrade',
};
