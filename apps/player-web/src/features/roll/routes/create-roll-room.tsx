// /active/CreateRoom/creat : create a ROLL room (login).
import { CreateRoomForm } from '../components/create-room-form';
import '../roll.css';

export function CreateRollRoomRoute() {
  return <CreateRoomForm />;
}
