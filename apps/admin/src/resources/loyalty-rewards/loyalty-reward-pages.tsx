// Loyalty's configuration: points earning rules, points shop items (stock: what is left to sell,
// empty for unlimited), daily tasks, daily free boxes. Items and boxes are picked by name. Every
// change is audited with its reason.
import {
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { useCan } from '../../components/access';
import { BoxPicker, ItemPicker } from '../../components/catalogue-pickers';
import { isAmount, isInteger } from '../../components/amounts';
import { SaveDeleteToolbar, SaveOnlyToolbar } from '../../components/form-toolbars';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';

const TASK_TYPES = [
  { id: 'open_boxes', name: 'resources.tasks.types.open_boxes' },
  { id: 'join_battle', name: 'resources.tasks.types.join_battle' },
  { id: 'recharge', name: 'resources.tasks.types.recharge' },
];
const UNLOCKS = [
  { id: 'vip', name: 'resources.free-boxes.unlocks.vip' },
  { id: 'recharge', name: 'resources.free-boxes.unlocks.recharge' },
];
const COUNT_OR_AMOUNT = (value: unknown) =>
  typeof value === 'string' && /^\d{1,10}(\.\d{2})?$/.test(value) ? undefined : 'app.validation.amount';

export function PointsRuleList() {
  const can = useCan();
  return (
    <List sort={{ field: 'change_type', order: 'ASC' }} perPage={50}>
      <ListGrid rowClick={can('edit', 'points-rules') ? 'edit' : false} sortable={['change_type']}>
        <NumberField source="change_type" />
        <NumberField source="rate_bp" />
        <BooleanField source="enabled" />
      </ListGrid>
    </List>
  );
}

export function PointsRuleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <NumberField source="change_type" />
        <NumberInput
          source="rate_bp"
          validate={[required(), isInteger(0, 1_000_000)]}
          helperText="resources.points-rules.help.rate_bp"
        />
        <BooleanInput source="enabled" />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}

export function ShopItemList() {
  const can = useCan();
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={50}>
      <ListGrid rowClick={can('edit', 'shop') ? 'edit' : false} sortable={['sort', 'price']}>
        <TextField source="id" />
        <TextField source="item_id" />
        <TextField source="price" />
        <TextField source="stock" emptyText="∞" />
        <TextField source="sold" />
        <BooleanField source="enabled" />
      </ListGrid>
    </List>
  );
}

function ShopItemInputs() {
  return (
    <>
      <ItemPicker source="item_id" label="resources.shop.fields.item_id" />
      <NumberInput source="price" validate={[required(), isInteger(1, 100_000_000)]} />
      <NumberInput source="stock" validate={isInteger(0, 1_000_000)} helperText="resources.shop.help.stock" />
      <BooleanInput source="enabled" defaultValue />
      <NumberInput source="sort" />
      <ReasonInput />
    </>
  );
}

export function ShopItemEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextField source="id" />
        <ShopItemInputs />
      </SimpleForm>
    </Edit>
  );
}

export function ShopItemCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="id" validate={required()} />
        <ShopItemInputs />
      </SimpleForm>
    </Create>
  );
}

export function TaskList() {
  const can = useCan();
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={50}>
      <ListGrid rowClick={can('edit', 'tasks') ? 'edit' : false} sortable={['sort']}>
        <TextField source="id" />
        <TextField source="type" />
        <TextField source="target" />
        <TextField source="reward" />
        <TextField source="title_zh" />
        <TextField source="title_en" />
        <BooleanField source="enabled" />
      </ListGrid>
    </List>
  );
}

function TaskInputs() {
  return (
    <>
      <SelectInput source="type" choices={TASK_TYPES} validate={required()} />
      <TextInput source="target" validate={[required(), COUNT_OR_AMOUNT]} helperText="resources.tasks.help.target" />
      <TextInput source="reward" validate={[required(), isAmount]} />
      <TextInput source="title_zh" validate={required()} />
      <TextInput source="title_en" validate={required()} />
      <BooleanInput source="enabled" defaultValue />
      <NumberInput source="sort" />
      <ReasonInput />
    </>
  );
}

export function TaskEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <TextField source="id" />
        <TaskInputs />
      </SimpleForm>
    </Edit>
  );
}

export function TaskCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="id" validate={required()} />
        <TaskInputs />
      </SimpleForm>
    </Create>
  );
}

export function FreeBoxList() {
  const can = useCan();
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={50}>
      <ListGrid rowClick={can('edit', 'free-boxes') ? 'edit' : false} sortable={['sort']}>
        <TextField source="id" />
        <TextField source="box_id" />
        <TextField source="unlock_type" />
        <TextField source="unlock_value" />
        <BooleanField source="enabled" />
      </ListGrid>
    </List>
  );
}

function FreeBoxInputs() {
  return (
    <>
      <BoxPicker source="box_id" label="resources.free-boxes.fields.box_id" />
      <SelectInput source="unlock_type" choices={UNLOCKS} validate={required()} />
      <TextInput
        source="unlock_value"
        validate={[required(), COUNT_OR_AMOUNT]}
        helperText="resources.free-boxes.help.unlock_value"
      />
      <BooleanInput source="enabled" defaultValue />
      <NumberInput source="sort" />
      <ReasonInput />
    </>
  );
}

export function FreeBoxEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <TextField source="id" />
        <FreeBoxInputs />
      </SimpleForm>
    </Edit>
  );
}

export function FreeBoxCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="id" validate={required()} />
        <FreeBoxInputs />
      </SimpleForm>
    </Create>
  );
}

export function PlayerPointsList() {
  return (
    <List
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={50}
      filters={[<TextInput key="player_id" source="player_id" alwaysOn />]}
    >
      <ListGrid rowClick={false} sortable={['created_at']}>
        <TextField source="player_id" />
        <TextField source="kind" />
        <TextField source="amount" />
        <TextField source="balance_after" />
        <TextField source="reference" />
        <TextField source="created_at" />
      </ListGrid>
    </List>
  );
}
