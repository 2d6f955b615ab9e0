// ROLL rooms: list and show (prizes, participants, winners, seeds), house rooms created by staff, and
// cancelling a room before its draw (every prize back to its creator).
import CasinoIcon from '@mui/icons-material/Casino';
import { lazy } from 'react';

const pages = () => import('./roll-room-pages');
const RollRoomList = lazy(() => pages().then((m) => ({ default: m.RollRoomList })));
const RollRoomShow = lazy(() => pages().then((m) => ({ default: m.RollRoomShow })));
const RollRoomCreate = lazy(() => pages().then((m) => ({ default: m.RollRoomCreate })));

export const rollRooms = {
  name: 'roll-rooms',
  list: <RollRoomList />,
  show: <RollRoomShow />,
  create: <RollRoomCreate />,
  icon: CasinoIcon,
  recordRepresentation: 'name',
};
