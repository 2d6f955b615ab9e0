// Manual coin adjustments, newest first; the pending ones wait for a second staff member.
import { List, ReferenceField, SelectInput, TextField, TextInput } from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { AdjustmentStatusField, DirectionField } from './adjustment-fields';

const STATUSES = ['pending', 'approved', 'applied', 'rejected', 'failed'];

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={STATUSES.map((id) => ({ id, name: `resources.coin-adjustments.status.${id}` }))}
  />,
  <SelectInput
    key="direction"
    source="direction"
    choices={['credit', 'debit'].map((id) => ({ id, name: `resources.coin-adjustments.direction.${id}` }))}
  />,
  <TextInput key="player_id" source="player_id" />,
  <TextInput key="requested_by" source="requested_by" />,
];

export default function AdjustmentList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <ListGrid rowClick="show" sortable={['created_at', 'id', 'amount', 'updated_at']}>
        <TimeField source="created_at" />
        <ReferenceField source="player_id" reference="players" link="show" />
        <DirectionField source="direction" />
        <AmountField source="amount" />
        <AdjustmentStatusField source="status" />
        <TextField source="reason" />
        <TextField source="requested_by_email" />
        <TextField source="approved_by_email" emptyText="—" />
        <AmountField source="balance_after" />
      </ListGrid>
    </List>
  );
}
