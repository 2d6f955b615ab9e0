// The box form of create and edit: its fields and the weights editor of its pool, each row with the
// item's odds and the pool's RTP shown live as weights change.
import type { StaffBoxResponse } from '@lootledger/contracts';
import { Alert, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { isAmount, isInteger, isPositiveAmount } from '../../components/amounts';
import { useCatalogueChoices } from '../../components/catalogue-choices';
import { useLang } from '../../components/fields';
import { ReasonInput } from '../../components/reason-input';
import { PoolPreviewProvider, PoolSummary, RowOdds } from './pool-preview';

interface PoolEntry {
  item_id: string;
  weight: number | string;
}

/** What the API takes: the pool as item ids and integer weights only. */
export function toBoxInput(data: Record<string, unknown>): Record<string, unknown> {
  const pool = Array.isArray(data.pool) ? (data.pool as PoolEntry[]) : [];
  return { ...data, pool: pool.map((entry) => ({ item_id: entry.item_id, weight: Number(entry.weight) })) };
}

function LivePoolNotice() {
  const record = useRecordContext<StaffBoxResponse>();
  const translate = useTranslate();
  if (!record?.enabled) return null;
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {translate('resources.boxes.message.live_pool')}
    </Alert>
  );
}

export function BoxForm({ isCreate, ...props }: Omit<SimpleFormProps, 'children'> & { isCreate?: boolean }) {
  const { categories } = useCatalogueChoices();
  const lang = useLang();
  const translate = useTranslate();
  return (
    <SimpleForm {...props}>
      <PoolPreviewProvider>
        {isCreate ? <TextInput source="id" validate={required()} /> : <TextInput source="id" disabled />}
        <TextInput source="name_zh" validate={required()} fullWidth />
        <TextInput source="name_en" validate={required()} fullWidth />
        <SelectInput source="category" choices={categories} validate={required()} />
        <TextInput
          source="price"
          validate={[required(), isAmount, isPositiveAmount]}
          helperText="resources.boxes.help.price"
        />
        <TextInput source="cover" fullWidth parse={(value: string) => value || undefined} />
        <NumberInput source="sort_order" validate={isInteger(0)} />
        <BooleanInput source="enabled" />
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('resources.boxes.fields.pool')}
        </Typography>
        {!isCreate && <LivePoolNotice />}
        <PoolSummary />
        <ArrayInput source="pool" label={false} validate={required()}>
          <SimpleFormIterator inline disableReordering={false}>
            <ReferenceInput source="item_id" reference="items" sort={{ field: 'value', order: 'DESC' }}>
              <AutocompleteInput
                label="resources.boxes.fields.item_id"
                optionText={(item: { id: string; name_zh: string; name_en: string; value: string }) =>
                  `${lang === 'zh' ? item.name_zh : item.name_en} · ${item.value}`
                }
                filterToQuery={(q: string) => ({ q })}
                validate={required()}
                sx={{ minWidth: 340 }}
              />
            </ReferenceInput>
            <NumberInput
              source="weight"
              validate={[required(), isInteger(1)]}
              helperText="resources.boxes.help.weight"
              min={1}
              step={1}
            />
            <RowOdds />
          </SimpleFormIterator>
        </ArrayInput>
        <ReasonInput />
      </PoolPreviewProvider>
    </SimpleForm>
  );
}
