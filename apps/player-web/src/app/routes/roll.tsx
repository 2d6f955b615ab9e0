// /002-roll : the ROLL rooms, ongoing and ended.
import { RoomList } from '@/features/roll/components/room-list';

export function RollRoute() {
  return <RoomList />;
}
