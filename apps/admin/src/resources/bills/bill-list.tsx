// Delivery bills by status, newest first; the ones held for approval are one filter away.
import {
  BooleanField,
  DateTimeInput,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceField,
  SelectInput,
  TextInput,
} from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { BILL_STATUSES, BillItemField, BillStatusField } from './bill-fields';

const toIso = (value: string) => (value ? new Date(value).toISOString() : null);

const filters = [
  <SelectInput key="status" source="status" choices={BILL_STATUSES} alwaysOn />,
  <NullableBooleanInput key="awaiting_approval" source="awaiting_approval" alwaysOn />,
  <TextInput key="player_id" source="player_id" />,
  <DateTimeInput key="from" source="from" parse={toIso} />,
  <DateTimeInput key="to" source="to" parse={toIso} />,
];

export default function BillList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <ListGrid rowClick="show" sortable={['created_at', 'updated_at', 'status']}>
        <TimeField source="created_at" />
        <ReferenceField source="player_id" reference="players" link="show" />
        <BillItemField label="resources.bills.fields.item_name" />
        <AmountField source="item_value" />
        <BillStatusField source="status" />
        <BooleanField source="awaiting_approval" />
        <NumberField source="attempts" />
        <BooleanField source="done" />
        <TimeField source="updated_at" />
      </ListGrid>
    </List>
  );
}
