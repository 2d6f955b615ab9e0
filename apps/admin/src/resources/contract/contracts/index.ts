// Contracts (read only: players sign them): the list with filters and a contract's page; and the
// contract's rules (RTP, value band), one row that finance edits, audited.
import HandshakeIcon from '@mui/icons-material/Handshake';
import TuneIcon from '@mui/icons-material/Tune';
import { lazyPages } from '../../../components/lazy-pages';
import type { ConsoleResource } from '../../console-feature';

const page = lazyPages(() => import('./contract-pages'));

export const contracts: ConsoleResource = {
  name: 'contracts',
  list: page('ContractList'),
  show: page('ContractShow'),
  icon: HandshakeIcon,
  recordRepresentation: 'id',
  menu: 'app.menu.contracts',
};

export const contractSettings: ConsoleResource = {
  name: 'contract-settings',
  list: page('ContractSettingsList'),
  edit: page('ContractSettingsEdit'),
  icon: TuneIcon,
  recordRepresentation: 'rtp',
  menu: 'app.menu.contracts',
};
