// Upgrades: the attempts (filters: player, target, result) and one attempt's page — target, rate,
// RTP, price paid in coins and items, the draw (seeds, nonce, cursor, roll; the server seed once the
// player rotated the pair) and the result, linked to the player. The targets (enable/disable, add,
// remove) and the RTP setting; every change audited with its reason.
import {
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  FunctionField,
  Link,
  List,
  NullableBooleanInput,
  NumberField,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';
import { useCan } from '../../../components/access';
import { ItemPicker } from '../../../components/catalogue-pickers';
import { isPercent } from '../../../components/amounts';
import { AmountField, TimeField } from '../../../components/fields';
import { SaveDeleteToolbar, SaveOnlyToolbar } from '../../../components/form-toolbars';
import { ListGrid } from '../../../components/list-grid';
import { ReasonInput } from '../../../components/reason-input';

const percent = (record: { rate: number }) => `${(record.rate / 100).toFixed(2)}%`;

const filters = [
  <TextInput key="player_id" source="player_id" alwaysOn />,
  <TextInput key="item_id" source="item_id" />,
  <NullableBooleanInput key="success" source="success" />,
];

export function UpgradeList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <ListGrid rowClick="show" sortable={['created_at', 'price', 'rate', 'item_value']} data-testid="upgrades">
        <TextField source="id" />
        <TextField source="player_id" />
        <FunctionField source="item" render={(record: { item: { name: string } }) => record.item.name} />
        <AmountField source="item_value" />
        <FunctionField source="rate" render={percent} />
        <AmountField source="price" />
        <AmountField source="stake_value" />
        <BooleanField source="success" />
        <TimeField source="created_at" />
      </ListGrid>
    </List>
  );
}

function PlayerLink(_props: { label?: string }) {
  const record = useRecordContext<{ player_id: string }>();
  if (!record) return null;
  return (
    <Link to={`/players/${encodeURIComponent(record.player_id)}/show`} data-testid="upgrade-player">
      {record.player_id}
    </Link>
  );
}

export function UpgradeShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <PlayerLink label="resources.upgrades.fields.player_id" />
        <FunctionField
          source="item"
          render={(record: { item: { id: string; name: string } }) => `${record.item.name} (${record.item.id})`}
        />
        <AmountField source="item_value" />
        <FunctionField source="rate" render={percent} />
        <TextField source="rtp" />
        <AmountField source="price" />
        <AmountField source="coins" />
        <AmountField source="stake_value" />
        <FunctionField
          source="staked_storage_ids"
          render={(record: { staked_storage_ids: string[] }) => record.staked_storage_ids.join(', ') || '—'}
        />
        <BooleanField source="success" />
        <TextField source="storage_id" emptyText="—" />
        <TextField source="pair_id" />
        <TextField source="fairness.server_seed_hash" />
        <TextField source="server_seed" emptyText="—" />
        <TextField source="fairness.client_seed" />
        <NumberField source="fairness.nonce" />
        <NumberField source="fairness.cursor" />
        <NumberField source="fairness.roll" options={{ useGrouping: false }} />
        <TimeField source="created_at" />
      </SimpleShowLayout>
    </Show>
  );
}

const targetFilters = [
  <TextInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="enabled" source="enabled" />,
];

export function UpgradeTargetList() {
  const can = useCan();
  return (
    <List filters={targetFilters} sort={{ field: 'value', order: 'ASC' }} perPage={50}>
      <ListGrid
        rowClick={can('edit', 'upgrade-targets') ? 'edit' : false}
        sortable={['value', 'item_id', 'created_at']}
      >
        <TextField source="item_id" />
        <TextField source="name_en" />
        <TextField source="name_zh" />
        <AmountField source="value" />
        <BooleanField source="enabled" />
        <TimeField source="created_at" />
      </ListGrid>
    </List>
  );
}

export function UpgradeTargetEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <TextField source="item_id" />
        <TextField source="name_en" />
        <AmountField source="value" />
        <BooleanInput source="enabled" />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}

export function UpgradeTargetCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <ItemPicker
          source="item_id"
          label="resources.upgrade-targets.fields.item_id"
          helperText="resources.upgrade-targets.help.item_id"
        />
        <BooleanInput source="enabled" defaultValue={true} />
        <ReasonInput />
      </SimpleForm>
    </Create>
  );
}

export function UpgradeSettingsList() {
  const can = useCan();
  return (
    <List pagination={false} exporter={false}>
      <ListGrid rowClick={can('edit', 'upgrade-settings') ? 'edit' : false}>
        <TextField source="rtp" />
      </ListGrid>
    </List>
  );
}

export function UpgradeSettingsEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="rtp" validate={[required(), isPercent]} helperText="resources.upgrade-settings.help.rtp" />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
