// A player's manual adjustments (on their page).
import { TextField } from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { AdjustmentStatusField, DirectionField } from './adjustment-fields';

export function PlayerAdjustmentGrid() {
  return (
    <ListGrid rowClick={(id) => `/coin-adjustments/${id}/show`} sortable={['created_at', 'id', 'amount', 'updated_at']}>
      <TimeField source="created_at" />
      <DirectionField source="direction" />
      <AmountField source="amount" />
      <AdjustmentStatusField source="status" />
      <TextField source="reason" />
      <TextField source="requested_by_email" />
      <TextField source="approved_by_email" emptyText="—" />
    </ListGrid>
  );
}
