// The welfare rules: the list (one row) and its edit form (7 day amounts, the ranges).
import { Edit, FunctionField, List, NumberField, NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import type { WelfareRulesResponse } from '@lootledger/contracts';
import { useCan } from '../../components/access';
import { isAmount, isInteger } from '../../components/amounts';
import { AmountField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';

export function WelfareRulesList() {
  const can = useCan();
  return (
    <List pagination={false} exporter={false}>
      <ListGrid rowClick={can('edit', 'welfare-rules') ? 'edit' : false}>
        <FunctionField<WelfareRulesResponse>
          source="days"
          sortable={false}
          render={(rules) => rules.days.join(' / ')}
        />
        <AmountField source="award_min" />
        <AmountField source="award_max" />
        <NumberField source="month_sign_ins" />
        <AmountField source="month_packet_min" />
        <AmountField source="month_packet_max" />
        <AmountField source="registration_min" />
        <AmountField source="registration_max" />
      </ListGrid>
    </List>
  );
}

const DAYS = [0, 1, 2, 3, 4, 5, 6];

export function WelfareRulesEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        {DAYS.map((index) => (
          <TextInput
            key={index}
            source={`days.${index}`}
            label={`resources.welfare-rules.fields.day${index + 1}`}
            validate={[required(), isAmount]}
          />
        ))}
        <TextInput
          source="award_min"
          validate={[required(), isAmount]}
          helperText="resources.welfare-rules.help.award"
        />
        <TextInput source="award_max" validate={[required(), isAmount]} />
        <NumberInput source="month_sign_ins" validate={[required(), isInteger(1, 31)]} />
        <TextInput
          source="month_packet_min"
          validate={[required(), isAmount]}
          helperText="resources.welfare-rules.help.month_packet"
        />
        <TextInput source="month_packet_max" validate={[required(), isAmount]} />
        <TextInput
          source="registration_min"
          validate={[required(), isAmount]}
          helperText="resources.welfare-rules.help.registration"
        />
        <TextInput source="registration_max" validate={[required(), isAmount]} />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
