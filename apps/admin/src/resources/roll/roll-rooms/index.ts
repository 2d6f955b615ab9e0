// ROLL rooms: list and show (prizes, participants, winners, seeds), house rooms created by staff, and
// cancelling a room before its draw (every prize back to its creator).
import CasinoIcon from '@mui/icons-material/Casino';
import { lazyPages } from '../../../components/lazy-pages';
import type { ConsoleResource } from '../../console-feature';

const page = lazyPages(() => import('./roll-room-pages'));

export const rollRooms: ConsoleResource = {
  name: 'roll-rooms',
  list: page('RollRoomList'),
  show: page('RollRoomShow'),
  create: page('RollRoomCreate'),
  icon: CasinoIcon,
  recordRepresentation: 'name',
  menu: 'app.menu.roll',
};
