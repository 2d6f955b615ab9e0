// Recharge orders with their status, newest first.
import { BooleanField, DateTimeInput, List, ReferenceField, SelectInput, TextField, TextInput } from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { ORDER_STATUSES, OrderStatusField } from './order-fields';

const toIso = (value: string) => (value ? new Date(value).toISOString() : null);

const filters = [
  <SelectInput key="status" source="status" choices={ORDER_STATUSES} alwaysOn />,
  <TextInput key="player_id" source="player_id" />,
  <TextInput key="gateway" source="gateway" />,
  <DateTimeInput key="from" source="from" parse={toIso} />,
  <DateTimeInput key="to" source="to" parse={toIso} />,
];

export default function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <ListGrid rowClick="show" sortable={['created_at', 'price']}>
        <TextField source="id" />
        <ReferenceField source="player_id" reference="players" link="show" />
        <TextField source="package_id" />
        <AmountField source="bean" />
        <AmountField source="price" />
        <TextField source="pay_way" />
        <OrderStatusField />
        <BooleanField source="completed" />
        <TimeField source="created_at" />
      </ListGrid>
    </List>
  );
}
