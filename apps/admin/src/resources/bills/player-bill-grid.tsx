// A player's delivery bills (on their page).
import { BooleanField, TextField } from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { BillItemField, BillStatusField } from './bill-fields';

export function PlayerBillGrid() {
  return (
    <ListGrid rowClick={(id) => `/bills/${id}/show`} sortable={['created_at', 'updated_at', 'status']}>
      <TimeField source="created_at" />
      <BillItemField label="resources.bills.fields.item_name" />
      <AmountField source="item_value" />
      <BillStatusField source="status" />
      <BooleanField source="awaiting_approval" />
      <TextField source="reason" emptyText="—" />
    </ListGrid>
  );
}
