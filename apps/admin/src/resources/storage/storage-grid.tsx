// A player's items in any status: the backpack (0), frozen under review (3), recycled (2), in
// delivery (4-6), extracted (1); support freeze and unfreeze a backpack item from its row.
import { TextField } from 'react-admin';
import { ItemFreezeButton } from './item-freeze-button';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

export function StorageGrid() {
  return (
    <ListGrid sortable={['created_at', 'id', 'updated_at', 'value']} data-testid="storage">
      <TextField source="id" />
      <TextField source="name" />
      <AmountField source="bean" sortBy="value" />
      <TextField source="status_alias" />
      <TextField source="source" />
      <TextField source="bill_id" emptyText="—" />
      <TextField source="back_message" emptyText="—" />
      <TimeField source="created_at" />
      <ItemFreezeButton />
    </ListGrid>
  );
}
