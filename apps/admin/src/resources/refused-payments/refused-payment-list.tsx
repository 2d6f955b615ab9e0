// Refused payments, newest first, with the gateway's trade number to refund them by.
import { List, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

const REASONS = ['unknown_order', 'amount_mismatch', 'order_expired'].map((id) => ({
  id,
  name: `resources.refused-payments.reason.${id}`,
}));

const filters = [
  <SelectInput key="reason" source="reason" choices={REASONS} alwaysOn />,
  <TextInput key="gateway" source="gateway" />,
  <TextInput key="order_id" source="order_id" />,
];

export default function RefusedPaymentList() {
  return (
    <List filters={filters} sort={{ field: 'first_refused_at', order: 'DESC' }}>
      <ListGrid rowClick={false} sortable={['first_refused_at']}>
        <TextField source="gateway" />
        <TextField source="trade_no" />
        <TextField source="order_id" />
        <AmountField source="amount" />
        <SelectField source="reason" choices={REASONS} />
        <TimeField source="paid_at" />
        <TimeField source="first_refused_at" />
      </ListGrid>
    </List>
  );
}
