// One bill: its state, every event of its stream (delivery-{id}) and the trade offer as the provider
// has it now.
import {
  ArrayField,
  BooleanField,
  Datagrid,
  FunctionField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { AmountField, JsonField, TimeField } from '../../components/fields';
import { BillActions } from './bill-actions';
import { BillItemField, BillStatusField } from './bill-fields';

export default function BillShow() {
  return (
    <Show actions={<BillActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="player_id" reference="players" link="show" />
        <TextField source="storage_id" />
        <BillItemField label="resources.bills.fields.item_name" />
        <AmountField source="item_value" />
        <BillStatusField source="status" />
        <BooleanField source="awaiting_approval" />
        <TextField source="reason" emptyText="—" />
        <TextField source="offer_id" emptyText="—" />
        <NumberField source="attempts" />
        <TimeField source="next_check_at" />
        <BooleanField source="done" />
        <TimeField source="created_at" />
        <TimeField source="updated_at" />
        <JsonField source="offer" />
        <TextField source="offer_error" emptyText="—" />
        <ArrayField source="events">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <NumberField source="version" label="resources.bills.event.version" />
            <TextField source="type" label="resources.bills.event.type" />
            <JsonField source="data" label="resources.bills.event.data" />
            <FunctionField
              label="resources.bills.event.actor"
              render={(event: { actor?: { type: string; id: string } | null }) =>
                event.actor ? `${event.actor.type} ${event.actor.id}` : '—'
              }
            />
            <TimeField source="created_at" label="resources.bills.event.created_at" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
