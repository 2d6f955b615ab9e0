// The upgrade ("dream-chasing") game: its attempts (read only: the draw, the price, the stake, the
// result), its targets (which catalogue items players may upgrade to; content) and its RTP (finance).
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import FlagIcon from '@mui/icons-material/Flag';
import TuneIcon from '@mui/icons-material/Tune';
import { lazy } from 'react';

const pages = () => import('./upgrade-pages');
const UpgradeList = lazy(() => pages().then((m) => ({ default: m.UpgradeList })));
const UpgradeShow = lazy(() => pages().then((m) => ({ default: m.UpgradeShow })));
const TargetList = lazy(() => pages().then((m) => ({ default: m.UpgradeTargetList })));
const TargetEdit = lazy(() => pages().then((m) => ({ default: m.UpgradeTargetEdit })));
const TargetCreate = lazy(() => pages().then((m) => ({ default: m.UpgradeTargetCreate })));
const SettingsList = lazy(() => pages().then((m) => ({ default: m.UpgradeSettingsList })));
const SettingsEdit = lazy(() => pages().then((m) => ({ default: m.UpgradeSettingsEdit })));

export const upgrades = {
  name: 'upgrades',
  list: <UpgradeList />,
  show: <UpgradeShow />,
  icon: AutoGraphIcon,
  recordRepresentation: 'id',
};

export const upgradeTargets = {
  name: 'upgrade-targets',
  list: <TargetList />,
  edit: <TargetEdit />,
  create: <TargetCreate />,
  icon: FlagIcon,
  recordRepresentation: 'item_id',
};

export const upgradeSettings = {
  name: 'upgrade-settings',
  list: <SettingsList />,
  edit: <SettingsEdit />,
  icon: TuneIcon,
  recordRepresentation: 'rtp',
};
