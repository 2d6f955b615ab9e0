// A player's recharge orders (on their page).
import { BooleanField, TextField } from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { OrderStatusField } from './order-fields';

export function PlayerOrderGrid() {
  return (
    <ListGrid rowClick={(id) => `/orders/${id}/show`} sortable={['created_at', 'price']}>
      <TextField source="id" />
      <TextField source="package_id" />
      <AmountField source="bean" />
      <AmountField source="price" />
      <OrderStatusField />
      <BooleanField source="completed" />
      <TimeField source="created_at" />
    </ListGrid>
  );
}
