// Staff accounts (admin): list, show, create with a role and an initial password, edit role,
// disabled and password. Staff never disable or demote themselves (the API refuses it).
import {
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  List,
  NullableBooleanInput,
  PasswordInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  email,
  minLength,
  required,
  useTranslate,
} from 'react-admin';
import { useCan } from '../../components/access';
import { TimeField } from '../../components/fields';
import { SaveOnlyToolbar } from '../../components/form-toolbars';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';

export const ROLES = ['admin', 'support', 'finance', 'content', 'auditor'].map((id) => ({
  id,
  name: `app.role.${id}`,
}));

export function StaffList() {
  const translate = useTranslate();
  const can = useCan();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.staff.fields.q')} />,
    <SelectInput key="role" source="role" choices={ROLES} />,
    <NullableBooleanInput key="disabled" source="disabled" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      <ListGrid rowClick={can('edit', 'staff') ? 'edit' : 'show'} sortable={['id', 'email', 'role', 'created_at']}>
        <TextField source="id" />
        <TextField source="email" />
        <SelectField source="role" choices={ROLES} />
        <BooleanField source="disabled" />
        <TimeField source="created_at" />
      </ListGrid>
    </List>
  );
}

export function StaffShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="email" />
        <SelectField source="role" choices={ROLES} />
        <BooleanField source="disabled" />
        <TimeField source="created_at" />
      </SimpleShowLayout>
    </Show>
  );
}

export function StaffEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={(data: Record<string, unknown>) => ({
        role: data.role,
        disabled: data.disabled,
        ...(data.password ? { password: data.password } : {}),
        ...(data.reason ? { reason: data.reason } : {}),
      })}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="email" disabled />
        <SelectInput source="role" choices={ROLES} validate={required()} />
        <BooleanInput source="disabled" helperText="resources.staff.help.disabled" />
        <PasswordInput source="password" validate={minLength(10)} helperText="resources.staff.help.new_password" />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}

export function StaffCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ role: 'support' }}>
        <TextInput source="email" validate={[required(), email()]} />
        <SelectInput source="role" choices={ROLES} validate={required()} />
        <PasswordInput
          source="password"
          validate={[required(), minLength(10)]}
          helperText="resources.staff.help.password"
        />
        <ReasonInput />
      </SimpleForm>
    </Create>
  );
}
