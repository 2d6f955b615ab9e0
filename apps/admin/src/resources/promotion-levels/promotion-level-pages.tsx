// Promotion (referral) levels: list, show, create, edit, delete.
import {
  Create,
  Edit,
  List,
  NumberField,
  NumberInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { useCan } from '../../components/access';
import { isAmount, isInteger, isPercent } from '../../components/amounts';
import { AmountField, LocalizedField } from '../../components/fields';
import { SaveDeleteToolbar } from '../../components/form-toolbars';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';

export function PromotionLevelList() {
  const can = useCan();
  return (
    <List sort={{ field: 'level', order: 'ASC' }}>
      <ListGrid rowClick={can('edit', 'promotion-levels') ? 'edit' : 'show'} sortable={['level', 'invite_total']}>
        <NumberField source="level" />
        <LocalizedField source="name" label="app.field.name" />
        <AmountField source="invite_total" />
        <AmountField source="rebate" />
      </ListGrid>
    </List>
  );
}

export function PromotionLevelShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <NumberField source="level" />
        <TextField source="name_zh" />
        <TextField source="name_en" />
        <AmountField source="invite_total" />
        <AmountField source="rebate" />
        <TextField source="description_zh" />
        <TextField source="description_en" />
      </SimpleShowLayout>
    </Show>
  );
}

function LevelInputs() {
  return (
    <>
      <TextInput source="name_zh" validate={required()} />
      <TextInput source="name_en" validate={required()} />
      <TextInput
        source="invite_total"
        validate={[required(), isAmount]}
        helperText="resources.promotion-levels.help.invite_total"
      />
      <TextInput
        source="rebate"
        validate={[required(), isPercent]}
        helperText="resources.promotion-levels.help.rebate"
      />
      <TextInput source="description_zh" validate={required()} fullWidth />
      <TextInput source="description_en" validate={required()} fullWidth />
      <ReasonInput />
    </>
  );
}

export function PromotionLevelEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <NumberField source="level" />
        <LevelInputs />
      </SimpleForm>
    </Edit>
  );
}

export function PromotionLevelCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <NumberInput
          source="level"
          validate={[required(), isInteger(1, 99)]}
          helperText="resources.promotion-levels.help.level"
        />
        <LevelInputs />
      </SimpleForm>
    </Create>
  );
}
