// VIP levels: list, show, edit (threshold, rebate, descriptions; the next recharge uses them).
import {
  Edit,
  List,
  NumberField,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { useCan } from '../../components/access';
import { isAmount, isPercent } from '../../components/amounts';
import { AmountField } from '../../components/fields';
import { SaveOnlyToolbar } from '../../components/form-toolbars';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';

export function VipLevelList() {
  const can = useCan();
  return (
    <List sort={{ field: 'level', order: 'ASC' }} perPage={25}>
      <ListGrid rowClick={can('edit', 'vip-levels') ? 'edit' : 'show'} sortable={['level', 'threshold']}>
        <NumberField source="level" />
        <AmountField source="threshold" />
        <AmountField source="rebate" />
        <TextField source="description_zh" />
        <TextField source="description_en" />
      </ListGrid>
    </List>
  );
}

export function VipLevelShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <NumberField source="level" />
        <AmountField source="threshold" />
        <AmountField source="rebate" />
        <TextField source="description_zh" />
        <TextField source="description_en" />
      </SimpleShowLayout>
    </Show>
  );
}

export function VipLevelEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <NumberField source="level" />
        <TextInput
          source="threshold"
          validate={[required(), isAmount]}
          helperText="resources.vip-levels.help.threshold"
        />
        <TextInput source="rebate" validate={[required(), isPercent]} helperText="resources.vip-levels.help.rebate" />
        <TextInput source="description_zh" validate={required()} fullWidth />
        <TextInput source="description_en" validate={required()} fullWidth />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
