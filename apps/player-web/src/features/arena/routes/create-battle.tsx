// /active/creation/pkHome : create a battle.
import { CreateBattleForm } from '../components/create-battle-form';
import '../arena.css';

export function CreateBattleRoute() {
  return <CreateBattleForm />;
}
