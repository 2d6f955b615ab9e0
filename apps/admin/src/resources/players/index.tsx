// Players: list and show (with their ledger, items, bills, orders, seeds); freeze and unfreeze.
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

const PlayerList = lazy(() => import('./player-list'));
const PlayerShow = lazy(() => import('./player-show'));

export const players = {
  name: 'players',
  list: <PlayerList />,
  show: <PlayerShow />,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
