// Red-packet campaigns: the list (claimed and left), one campaign with its claims and the close
// action, the create form; and the claims of every campaign.
import CloseIcon from '@mui/icons-material/Close';
import {
  BooleanField,
  Create,
  DateTimeInput,
  List,
  NumberField,
  NumberInput,
  ReferenceManyField,
  SelectField,
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
} from 'react-admin';
import { Datagrid } from 'react-admin';
import type { AdminRedPacketResponse } from '@lootledger/contracts';
import { useCan } from '../../components/access';
import { ActionButton } from '../../components/action-button';
import { isInteger, isPositiveAmount } from '../../components/amounts';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';
import type { LootledgerDataProvider } from '../../providers/data-provider';

const SPLITS = [
  { id: 'random', name: 'resources.red-packets.split.random' },
  { id: 'equal', name: 'resources.red-packets.split.equal' },
];
const AUDIENCES = [
  { id: 'all', name: 'resources.red-packets.audience.all' },
  { id: 'vip', name: 'resources.red-packets.audience.vip' },
  { id: 'recharged', name: 'resources.red-packets.audience.recharged' },
];

export function RedPacketList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <ListGrid rowClick="show" sortable={['created_at']}>
        <TextField source="title_en" />
        <AmountField source="total" />
        <NumberField source="count" />
        <SelectField source="split" choices={SPLITS} />
        <SelectField source="audience" choices={AUDIENCES} />
        <NumberField source="claimed_count" />
        <AmountField source="claimed_amount" />
        <NumberField source="left_count" />
        <AmountField source="left_amount" />
        <TimeField source="ends_at" />
        <BooleanField source="closed" />
      </ListGrid>
    </List>
  );
}

function CloseAction() {
  const record = useRecordContext<AdminRedPacketResponse>();
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const can = useCan();
  if (!record || record.closed || !can('edit', 'red-packets')) return <TopToolbar />;
  return (
    <TopToolbar>
      <ActionButton
        label="resources.red-packets.action.close"
        description="resources.red-packets.message.close"
        icon={<CloseIcon />}
        reason="optional"
        color="error"
        success="resources.red-packets.message.closed"
        onConfirm={(reason) => dataProvider.closeRedPacket(String(record.id), reason)}
      />
    </TopToolbar>
  );
}

export function RedPacketShow() {
  return (
    <Show actions={<CloseAction />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="title_zh" />
        <TextField source="title_en" />
        <AmountField source="total" />
        <NumberField source="count" />
        <SelectField source="split" choices={SPLITS} />
        <SelectField source="audience" choices={AUDIENCES} />
        <NumberField source="min_vip" />
        <TextField source="code" emptyText="—" />
        <TimeField source="starts_at" />
        <TimeField source="ends_at" />
        <BooleanField source="closed" />
        <NumberField source="claimed_count" />
        <AmountField source="claimed_amount" />
        <NumberField source="left_count" />
        <AmountField source="left_amount" />
        <ReferenceManyField
          reference="red-packet-claims"
          target="campaign_id"
          sort={{ field: 'index', order: 'ASC' }}
          perPage={100}
        >
          <Datagrid bulkActionButtons={false}>
            <NumberField source="index" />
            <TextField source="player_id" />
            <AmountField source="amount" />
            <TimeField source="created_at" />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}

export function RedPacketCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={{ split: 'random', audience: 'all', count: 10 }}>
        <TextInput source="title_zh" validate={required()} />
        <TextInput source="title_en" validate={required()} />
        <TextInput
          source="total"
          validate={[required(), isPositiveAmount]}
          helperText="resources.red-packets.help.total"
        />
        <NumberInput source="count" validate={[required(), isInteger(1, 10000)]} />
        <SelectInput
          source="split"
          choices={SPLITS}
          validate={required()}
          helperText="resources.red-packets.help.split"
        />
        <DateTimeInput
          source="starts_at"
          validate={required()}
          parse={(value: string) => (value ? new Date(value).toISOString() : value)}
        />
        <DateTimeInput
          source="ends_at"
          validate={required()}
          parse={(value: string) => (value ? new Date(value).toISOString() : value)}
        />
        <SelectInput source="audience" choices={AUDIENCES} validate={required()} />
        <NumberInput source="min_vip" helperText="resources.red-packets.help.min_vip" />
        <TextInput source="code" helperText="resources.red-packets.help.code" />
        <ReasonInput />
      </SimpleForm>
    </Create>
  );
}

export function RedPacketClaimList() {
  return (
    <List sort={{ field: 'index', order: 'ASC' }} perPage={50}>
      <ListGrid rowClick={false} sortable={['index']}>
        <TextField source="campaign_id" />
        <NumberField source="index" />
        <TextField source="player_id" />
        <AmountField source="amount" />
        <TimeField source="created_at" />
      </ListGrid>
    </List>
  );
}
