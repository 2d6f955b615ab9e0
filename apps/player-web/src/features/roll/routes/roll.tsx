// /002-roll : the ROLL rooms, ongoing and ended.
import { RoomList } from '../components/room-list';
import '../roll.css';

export function RollRoute() {
  return <RoomList />;
}
