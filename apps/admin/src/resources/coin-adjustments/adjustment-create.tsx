// Credit or debit a player with a mandatory reason. At or below the approval threshold it is applied
// at once (a ledger event with the staff member as actor); above it, it waits for a second staff member.
import type { CoinAdjustmentResponse } from '@lootledger/contracts';
import {
  AutocompleteInput,
  Create,
  RadioButtonGroupInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import { isPositiveAmount, isAmount } from '../../components/amounts';

export default function AdjustmentCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      redirect="show"
      mutationOptions={{
        onSuccess: (data: CoinAdjustmentResponse) => {
          notify(
            data.status === 'pending'
              ? 'resources.coin-adjustments.message.pending'
              : 'resources.coin-adjustments.message.applied',
            { type: data.status === 'pending' ? 'info' : 'success' },
          );
          redirect('show', 'coin-adjustments', data.id);
        },
      }}
    >
      <SimpleForm defaultValues={{ direction: 'credit' }}>
        <ReferenceInput source="player_id" reference="players">
          <AutocompleteInput
            optionText={(player: { name: string; mobile: string | null; id: string }) =>
              `${player.name} · ${player.mobile ?? player.id}`
            }
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
            sx={{ minWidth: 360 }}
          />
        </ReferenceInput>
        <RadioButtonGroupInput
          source="direction"
          validate={required()}
          choices={[
            { id: 'credit', name: 'resources.coin-adjustments.direction.credit' },
            { id: 'debit', name: 'resources.coin-adjustments.direction.debit' },
          ]}
        />
        <TextInput
          source="amount"
          validate={[required(), isAmount, isPositiveAmount]}
          helperText="resources.coin-adjustments.message.amount_help"
        />
        <TextInput source="reason" validate={required()} multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
