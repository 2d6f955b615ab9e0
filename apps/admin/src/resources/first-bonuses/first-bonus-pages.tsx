// First-recharge bonuses, one per package amount: list, show, create, edit, delete.
import { Create, Edit, List, Show, SimpleForm, SimpleShowLayout, TextField, TextInput, required } from 'react-admin';
import { useCan } from '../../components/access';
import { isAmount, isPositiveAmount } from '../../components/amounts';
import { AmountField } from '../../components/fields';
import { SaveDeleteToolbar } from '../../components/form-toolbars';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';

export function FirstBonusList() {
  const can = useCan();
  return (
    <List sort={{ field: 'bean', order: 'ASC' }}>
      <ListGrid rowClick={can('edit', 'first-bonuses') ? 'edit' : 'show'} sortable={['bean', 'bonus']}>
        <AmountField source="bean" />
        <AmountField source="bonus" />
        <TextField source="description" />
        <TextField source="description_en" />
      </ListGrid>
    </List>
  );
}

export function FirstBonusShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <AmountField source="bean" />
        <AmountField source="bonus" />
        <TextField source="description" />
        <TextField source="description_en" />
      </SimpleShowLayout>
    </Show>
  );
}

function BonusInputs() {
  return (
    <>
      <TextInput source="bonus" validate={[required(), isAmount, isPositiveAmount]} />
      <TextInput source="description" validate={required()} fullWidth />
      <TextInput source="description_en" validate={required()} fullWidth />
      <ReasonInput />
    </>
  );
}

export function FirstBonusEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <TextInput source="bean" disabled />
        <BonusInputs />
      </SimpleForm>
    </Edit>
  );
}

export function FirstBonusCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput
          source="bean"
          validate={[required(), isAmount, isPositiveAmount]}
          helperText="resources.first-bonuses.help.bean"
        />
        <BonusInputs />
      </SimpleForm>
    </Create>
  );
}
