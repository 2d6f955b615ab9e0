// The daily ranking's guards (one row): the activity floor (battles and value played a player needs
// in a day to be ranked and paid) and the payout cap (the day's rewards together at most this percent
// of the day's battle volume, scaled down above it). Support reads it; finance edits it with a reason
// (audited). A day already decided keeps the settings it recorded.
import { Edit, List, NumberField, NumberInput, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { useCan } from '../../../components/access';
import { isAmount, isInteger, isPercent } from '../../../components/amounts';
import { AmountField, TimeField } from '../../../components/fields';
import { ListGrid } from '../../../components/list-grid';
import { ReasonInput } from '../../../components/reason-input';

export function RankingSettingsList() {
  const can = useCan();
  return (
    <List pagination={false} exporter={false} data-testid="arena-ranking-settings">
      <ListGrid rowClick={can('edit', 'arena-ranking-settings') ? 'edit' : false} sortable={[]}>
        <NumberField source="min_battles" />
        <AmountField source="min_played" />
        <TextField source="payout_cap" />
        <TimeField source="updated_at" />
      </ListGrid>
    </List>
  );
}

export function RankingSettingsEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <NumberInput
          source="min_battles"
          validate={[required(), isInteger(0, 10_000)]}
          helperText="resources.arena-ranking-settings.help.min_battles"
        />
        <TextInput
          source="min_played"
          validate={[required(), isAmount]}
          helperText="resources.arena-ranking-settings.help.min_played"
        />
        <TextInput
          source="payout_cap"
          validate={[required(), isPercent]}
          helperText="resources.arena-ranking-settings.help.payout_cap"
        />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
