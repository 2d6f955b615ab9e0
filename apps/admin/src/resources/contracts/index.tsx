// Contracts (read only: players sign them): the list with filters and a contract's page; and the
// contract's rules (RTP, value band), one row that finance edits, audited.
import HandshakeIcon from '@mui/icons-material/Handshake';
import TuneIcon from '@mui/icons-material/Tune';
import { lazy } from 'react';

const pages = () => import('./contract-pages');
const ContractList = lazy(() => pages().then((m) => ({ default: m.ContractList })));
const ContractShow = lazy(() => pages().then((m) => ({ default: m.ContractShow })));
const SettingsList = lazy(() => pages().then((m) => ({ default: m.ContractSettingsList })));
const SettingsEdit = lazy(() => pages().then((m) => ({ default: m.ContractSettingsEdit })));

export const contracts = {
  name: 'contracts',
  list: <ContractList />,
  show: <ContractShow />,
  icon: HandshakeIcon,
  recordRepresentation: 'id',
};

export const contractSettings = {
  name: 'contract-settings',
  list: <SettingsList />,
  edit: <SettingsEdit />,
  icon: TuneIcon,
  recordRepresentation: 'rtp',
};
