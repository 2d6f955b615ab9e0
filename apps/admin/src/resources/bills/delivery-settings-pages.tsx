// The delivery's settings (one row): the price margin of marketplace deliveries — a delivery pays
// at most the item's value plus this percent — listed for support and finance, edited by finance
// with a reason (audited). A purchase already asked for keeps the ceiling it was asked with.
import { parseAmount } from '@lootledger/contracts';
import { Edit, List, SimpleForm, TextField, TextInput, required, type ValidationErrorMessage } from 'react-admin';
import { useCan } from '../../components/access';
import { TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';

/** A percent with two decimals from 0.00 to 100.00 (the API checks it again). */
function marginPercent(value: unknown): ValidationErrorMessage | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const hundredths = typeof value === 'string' && /^\d{1,3}\.\d{2}$/.test(value) ? parseAmount(value) : null;
  return hundredths === null || hundredths > 10_000n ? 'resources.delivery-settings.validation.range' : undefined;
}

export function DeliverySettingsList() {
  const can = useCan();
  return (
    <List pagination={false} exporter={false} data-testid="delivery-settings">
      <ListGrid rowClick={can('edit', 'delivery-settings') ? 'edit' : false} sortable={[]}>
        <TextField source="price_margin" />
        <TimeField source="updated_at" />
      </ListGrid>
    </List>
  );
}

export function DeliverySettingsEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput
          source="price_margin"
          validate={[required(), marginPercent]}
          helperText="resources.delivery-settings.help.price_margin"
        />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
