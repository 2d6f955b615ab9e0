// Recharge packages: list, show, create, edit, delete (orders already placed keep their amounts).
import {
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  SearchInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { useCan } from '../../components/access';
import { isAmount, isInteger, isPositiveAmount } from '../../components/amounts';
import { AmountField } from '../../components/fields';
import { SaveDeleteToolbar } from '../../components/form-toolbars';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';

export function PackageList() {
  const translate = useTranslate();
  const can = useCan();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.packages.fields.q')} />,
    <NullableBooleanInput key="enabled" source="enabled" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'sort_order', order: 'ASC' }}>
      <ListGrid rowClick={can('edit', 'packages') ? 'edit' : 'show'} sortable={['id', 'bean', 'price', 'sort_order']}>
        <TextField source="id" />
        <AmountField source="bean" />
        <AmountField source="price" />
        <BooleanField source="enabled" />
        <NumberField source="sort_order" />
      </ListGrid>
    </List>
  );
}

export function PackageShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <AmountField source="bean" />
        <AmountField source="price" />
        <BooleanField source="enabled" />
        <NumberField source="sort_order" />
      </SimpleShowLayout>
    </Show>
  );
}

function PackageInputs() {
  return (
    <>
      <TextInput source="bean" validate={[required(), isAmount, isPositiveAmount]} />
      <TextInput source="price" validate={[required(), isAmount, isPositiveAmount]} />
      <BooleanInput source="enabled" />
      <NumberInput source="sort_order" validate={isInteger(0)} />
      <ReasonInput />
    </>
  );
}

export function PackageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <TextInput source="id" disabled />
        <PackageInputs />
      </SimpleForm>
    </Edit>
  );
}

export function PackageCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ enabled: true, sort_order: 0 }}>
        <TextInput source="id" helperText="resources.packages.help.id" parse={(value: string) => value || undefined} />
        <PackageInputs />
      </SimpleForm>
    </Create>
  );
}
