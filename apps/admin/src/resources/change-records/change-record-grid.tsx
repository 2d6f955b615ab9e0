// A player's balance changes with what caused each (reference), its counter-account and its actor.
import { TextField } from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

export function ChangeRecordGrid() {
  return (
    <ListGrid sortable={['created_at', 'id', 'version']} data-testid="change-records">
      <TimeField source="created_at" />
      <TextField source="change_type_alias" />
      <TextField source="type_alias" />
      <AmountField source="bean" />
      <AmountField source="final_bean" />
      <TextField source="reference" />
      <TextField source="counter_account" />
      <TextField source="actor_type" />
      <TextField source="actor_id" />
    </ListGrid>
  );
}
