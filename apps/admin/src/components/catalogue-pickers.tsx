// Staff pick a catalogue item or box by its name (typing searches the items or boxes resource's
// `q`: id or either name) instead of typing its id; the id is what the form sends.
import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { useLang } from './fields';

interface PickerProps {
  source: string;
  /** Defaults to the resource's own field label. */
  label?: string;
  helperText?: string;
  isRequired?: boolean;
}

interface Named {
  id: string;
  name_zh: string;
  name_en: string;
}

function useOptionText(withValue: 'value' | 'price') {
  const lang = useLang();
  return (record: Named & { value?: string; price?: string }) =>
    record ? `${lang === 'zh' ? record.name_zh : record.name_en} · ${record[withValue] ?? ''} (${record.id})` : '';
}

const searchByName = (q: string) => ({ q });

export function ItemPicker({ source, label, helperText, isRequired = true }: PickerProps) {
  const optionText = useOptionText('value');
  return (
    <ReferenceInput source={source} reference="items" sort={{ field: 'value', order: 'DESC' }}>
      <AutocompleteInput
        label={label}
        optionText={optionText}
        filterToQuery={searchByName}
        validate={isRequired ? required() : undefined}
        helperText={helperText}
        sx={{ minWidth: 360 }}
      />
    </ReferenceInput>
  );
}

export function BoxPicker({ source, label, helperText, isRequired = true }: PickerProps) {
  const optionText = useOptionText('price');
  return (
    <ReferenceInput source={source} reference="boxes" sort={{ field: 'sort_order', order: 'ASC' }}>
      <AutocompleteInput
        label={label}
        optionText={optionText}
        filterToQuery={searchByName}
        validate={isRequired ? required() : undefined}
        helperText={helperText}
        sx={{ minWidth: 360 }}
      />
    </ReferenceInput>
  );
}
