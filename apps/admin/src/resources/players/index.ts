// Players: list and show (with their ledger, items, bills, orders, seeds); freeze and unfreeze; edit
// (player care fixes a profile).
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ConsoleFeature } from '../console-feature';
import { playerMessages } from './messages';

const PlayerList = lazy(() => import('./player-list'));
const PlayerShow = lazy(() => import('./player-show'));
const PlayerEdit = lazy(() => import('./player-edit'));

export const players: ConsoleFeature = {
  resources: [
    {
      name: 'players',
      list: PlayerList,
      show: PlayerShow,
      edit: PlayerEdit,
      icon: PeopleIcon,
      recordRepresentation: 'name',
      menu: 'app.menu.players',
    },
  ],
  messages: [playerMessages],
};
