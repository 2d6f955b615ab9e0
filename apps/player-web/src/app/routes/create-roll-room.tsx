// /active/CreateRoom/creat : create a ROLL room (login).
import { CreateRoomForm } from '@/features/roll/components/create-room-form';

export function CreateRollRoomRoute() {
  return <CreateRoomForm />;
}
