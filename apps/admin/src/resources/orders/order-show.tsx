// One order with every event of its stream (placed, paid, credited, referral, completed).
import {
  ArrayField,
  BooleanField,
  Datagrid,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { AmountField, JsonField, TimeField } from '../../components/fields';
import { OrderStatusField } from './order-fields';

export default function OrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="player_id" reference="players" link="show" />
        <TextField source="package_id" />
        <AmountField source="bean" />
        <AmountField source="price" />
        <TextField source="pay_way" />
        <TextField source="gateway" />
        <OrderStatusField />
        <TextField source="trade_no" emptyText="—" />
        <TimeField source="paid_at" emptyText="—" />
        <BooleanField source="completed" />
        <ReferenceField source="inviter_id" reference="players" link="show" emptyText="—" />
        <AmountField source="commission" />
        <TimeField source="created_at" />
        <TimeField source="expires_at" />
        <ArrayField source="events">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <NumberField source="version" label="resources.orders.event.version" />
            <TextField source="type" label="resources.orders.event.type" />
            <JsonField source="data" label="resources.orders.event.data" />
            <TimeField source="created_at" label="resources.orders.event.created_at" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
