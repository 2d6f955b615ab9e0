// /active/creation/pkHome : create a battle.
import { CreateBattleForm } from '@/features/arena/components/create-battle-form';

export function CreateBattleRoute() {
  return <CreateBattleForm />;
}
