// The welfare rules: the list (one row: the day table, each reward's expected value, the cheapest box)
// and its edit form (7 day amounts, the three weighted tier lists, each with its live expected value;
// the registration packet's beside the cheapest enabled box's price).
import { Alert, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatAmount, parseAmount, type WelfareRulesResponse } from '@lootledger/contracts';
import { useCan } from '../../components/access';
import { isAmount, isInteger, isPositiveAmount } from '../../components/amounts';
import { AmountField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';

const MAX_TIERS = 20;
const MAX_WEIGHT = 1_000_000;

/**
 * Σ amount × weight / Σ weight of the tiers being edited, rounded half up to the hundredth as the API
 * rounds it (exact: integer hundredths, no floats); null while a tier is incomplete.
 */
export function tiersExpectedValue(tiers: unknown): { rounded: string; atMost: (price: string) => boolean } | null {
  if (!Array.isArray(tiers) || tiers.length === 0) return null;
  let numerator = 0n;
  let denominator = 0n;
  for (const tier of tiers as { amount?: unknown; weight?: unknown }[]) {
    const amount = typeof tier?.amount === 'string' ? parseAmount(tier.amount) : null;
    const weight = typeof tier?.weight === 'number' ? tier.weight : Number(tier?.weight);
    if (amount === null || amount <= 0n || !Number.isSafeInteger(weight) || weight < 1) return null;
    numerator += amount * BigInt(weight);
    denominator += BigInt(weight);
  }
  return {
    rounded: formatAmount((2n * numerator + denominator) / (2n * denominator)),
    atMost: (price) => numerator <= (parseAmount(price) ?? 0n) * denominator,
  };
}

function RegistrationCost({ record }: { record: WelfareRulesResponse }) {
  const translate = useTranslate();
  const price = record.cheapest_box_price;
  return (
    <span data-testid="registration-ev">
      {record.registration_expected_value}
      {price !== null &&
        ` · ${translate('resources.welfare-rules.cheapest_box', { price })}${
          record.registration_within_cheapest_box ? '' : ' ⚠'
        }`}
    </span>
  );
}

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
        <AmountField source="award_expected_value" sortable={false} />
        <NumberField source="month_sign_ins" />
        <AmountField source="month_packet_expected_value" sortable={false} />
        <FunctionField<WelfareRulesResponse>
          source="registration_expected_value"
          sortable={false}
          render={(rules) => <RegistrationCost record={rules} />}
        />
      </ListGrid>
    </List>
  );
}

const DAYS = [0, 1, 2, 3, 4, 5, 6];

/** The live expected value of one tier list of the form (and, for the registration, the cheapest box beside it). */
function ExpectedValue({ source, compare }: { source: string; compare?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<WelfareRulesResponse>();
  const { control } = useFormContext();
  const tiers = useWatch({ control, name: source }) as unknown;
  const value = tiersExpectedValue(tiers);
  const price = compare ? (record?.cheapest_box_price ?? null) : null;
  if (value === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.welfare-rules.ev_incomplete')}
      </Typography>
    );
  const text = translate('resources.welfare-rules.ev', { value: value.rounded });
  if (price === null)
    return (
      <Typography variant="body2" data-testid={`${source}-ev`}>
        {text}
      </Typography>
    );
  const within = value.atMost(price);
  return (
    <Alert severity={within ? 'info' : 'warning'} data-testid={`${source}-ev`} sx={{ mb: 1 }}>
      {text} · {translate('resources.welfare-rules.cheapest_box', { price })}
      {within ? '' : ` · ${translate('resources.welfare-rules.ev_above_box')}`}
    </Alert>
  );
}

function TiersInput({ source, help, compare }: { source: string; help: string; compare?: boolean }) {
  return (
    <>
      <ArrayInput source={source} validate={required()} helperText={help}>
        <SimpleFormIterator inline disableReordering={false} disableClear>
          <TextInput
            source="amount"
            label="resources.welfare-rules.fields.tier_amount"
            validate={[required(), isAmount, isPositiveAmount]}
          />
          <NumberInput
            source="weight"
            label="resources.welfare-rules.fields.tier_weight"
            validate={[required(), isInteger(1, MAX_WEIGHT)]}
            min={1}
            step={1}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <ExpectedValue source={source} compare={compare} />
    </>
  );
}

const tierCount = (tiers: unknown) =>
  Array.isArray(tiers) && tiers.length > MAX_TIERS ? 'resources.welfare-rules.too_many_tiers' : undefined;

export function WelfareRulesEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm
        validate={(values) => {
          const errors: Record<string, string> = {};
          for (const field of ['award_tiers', 'month_packet_tiers', 'registration_tiers']) {
            const error = tierCount(values[field]);
            if (error) errors[field] = error;
          }
          return errors;
        }}
      >
        {DAYS.map((index) => (
          <TextInput
            key={index}
            source={`days.${index}`}
            label={`resources.welfare-rules.fields.day${index + 1}`}
            validate={[required(), isAmount]}
          />
        ))}
        <TiersInput source="registration_tiers" help="resources.welfare-rules.help.registration" compare />
        <TiersInput source="award_tiers" help="resources.welfare-rules.help.award" />
        <NumberInput source="month_sign_ins" validate={[required(), isInteger(1, 31)]} />
        <TiersInput source="month_packet_tiers" help="resources.welfare-rules.help.month_packet" />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
