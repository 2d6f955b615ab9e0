// ROLL rooms for staff: the list (status, name, house, end time, prizes and participants; filters), a
// room's page (prizes with winners, participants in join order, seeds) with "Cancel room" before the
// draw, and the create form of a house room (catalogue items as prizes). Each change is audited.
import CancelIcon from '@mui/icons-material/Cancel';
import type { RollRoomResponse } from '@lootledger/contracts';
import {
  ArrayField,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateTimeInput,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ActionButton } from '../../../components/action-button';
import { useCan } from '../../../components/access';
import { AmountField, TimeField } from '../../../components/fields';
import { ListGrid } from '../../../components/list-grid';
import type { LootledgerDataProvider } from '../../../providers/data-provider';

const STATUSES = [0, 1].map((id) => ({ id, name: `resources.roll-rooms.status.${id}` }));

const filters = [
  <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />,
  <TextInput key="creator_id" source="creator_id" />,
];

function StatusField({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      label={label}
      render={(record: { status: number }) => translate(`resources.roll-rooms.status.${record.status}`)}
    />
  );
}

/** The room's phase in the console's language ("settled" showed raw on the Chinese console). */
function PhaseField({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      label={label}
      render={(record: { phase: string }) => translate(`resources.roll-rooms.phase.${record.phase}`)}
    />
  );
}

export function RollRoomList() {
  return (
    <List filters={filters} sort={{ field: 'end_time', order: 'DESC' }} perPage={25}>
      <ListGrid rowClick="show" sortable={['end_time', 'created_at', 'status']} data-testid="roll-rooms">
        <TextField source="name" />
        <StatusField label="resources.roll-rooms.fields.status" />
        <PhaseField label="resources.roll-rooms.fields.phase" />
        <BooleanField source="house" />
        <TimeField source="end_time" />
        <FunctionField source="prizes" render={(record: RollRoomResponse) => record.prizes.length} />
        <FunctionField source="participants" render={(record: RollRoomResponse) => record.participants.length} />
      </ListGrid>
    </List>
  );
}

function RollRoomActions() {
  const record = useRecordContext<RollRoomResponse & { phase: string }>();
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const can = useCan();
  if (!record || record.status !== 0 || !can('edit', 'roll-rooms')) return <TopToolbar />;
  return (
    <TopToolbar>
      <ActionButton
        label="resources.roll-rooms.action.cancel"
        description="resources.roll-rooms.message.cancel"
        icon={<CancelIcon />}
        color="error"
        reason="required"
        success="resources.roll-rooms.message.cancelled"
        onConfirm={(reason) => dataProvider.recordAction('roll-rooms', String(record.id), 'cancel', { reason })}
      />
    </TopToolbar>
  );
}

export function RollRoomShow() {
  return (
    <Show actions={<RollRoomActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="description" />
        <StatusField label="resources.roll-rooms.fields.status" />
        <PhaseField label="resources.roll-rooms.fields.phase" />
        <TextField source="cancel_reason" emptyText="—" />
        <BooleanField source="house" />
        <TextField source="creator_id" emptyText="—" />
        <TextField source="staff_id" emptyText="—" />
        <TimeField source="end_time" />
        <AmountField source="min_recharge" />
        <NumberField source="recharge_days" emptyText="—" />
        <NumberField source="max_participants" />
        <BooleanField source="subordinates_only" />
        <BooleanField source="has_password" />
        <ArrayField source="prizes">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <NumberField source="index" />
            <TextField source="name" />
            <AmountField source="bean" />
            <TextField source="winner_id" emptyText="—" />
          </Datagrid>
        </ArrayField>
        <ArrayField source="participants">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="player_id" />
            <TextField source="name" />
          </Datagrid>
        </ArrayField>
        <TextField source="server_seed_hash" />
        <TextField source="server_seed" emptyText="—" />
        <TextField source="client_seed" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

interface HouseRoomForm {
  name: string;
  description?: string;
  password?: string;
  min_recharge?: string;
  recharge_days?: number;
  max_participants?: number;
  end_time: string | Date;
  item_ids: string;
}

export function RollRoomCreate() {
  return (
    <Create
      redirect="show"
      transform={(data: HouseRoomForm) => ({
        ...data,
        min_recharge: data.min_recharge || '0.00',
        end_time: new Date(data.end_time).toISOString(),
        item_ids: data.item_ids
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      })}
    >
      <SimpleForm>
        <TextInput source="name" validate={required()} />
        <TextInput source="description" multiline />
        <TextInput source="password" />
        <TextInput source="min_recharge" defaultValue="0.00" />
        <NumberInput source="recharge_days" defaultValue={30} min={1} max={365} />
        <NumberInput source="max_participants" defaultValue={0} min={0} />
        <DateTimeInput source="end_time" validate={required()} />
        <TextInput source="item_ids" validate={required()} fullWidth />
        <BooleanInput source="subordinates_only" disabled defaultValue={false} />
      </SimpleForm>
    </Create>
  );
}
