// The item form of create and edit (the id only on create: it is the item's address).
import { SelectInput, SimpleForm, TextInput, required, type SimpleFormProps } from 'react-admin';
import { isAmount } from '../../components/amounts';
import { useCatalogueChoices } from '../../components/catalogue-choices';
import { ReasonInput } from '../../components/reason-input';

export function ItemForm({ isCreate, ...props }: Omit<SimpleFormProps, 'children'> & { isCreate?: boolean }) {
  const { rarities, wears } = useCatalogueChoices();
  return (
    <SimpleForm {...props}>
      {isCreate ? (
        <TextInput source="id" validate={required()} helperText="resources.items.help.id" />
      ) : (
        <TextInput source="id" disabled />
      )}
      <TextInput source="name_zh" validate={required()} fullWidth />
      <TextInput source="name_en" validate={required()} fullWidth />
      <TextInput source="hash_name" validate={required()} fullWidth />
      <TextInput source="weapon" validate={required()} />
      <TextInput source="skin" helperText={false} parse={(value: string) => value ?? ''} />
      <TextInput source="value" validate={[required(), isAmount]} helperText="resources.items.help.value" />
      <SelectInput source="lv" choices={rarities} validate={required()} />
      <SelectInput source="dura" choices={wears} validate={required()} />
      <TextInput
        source="cover"
        fullWidth
        helperText="resources.items.help.cover"
        parse={(value: string) => value || undefined}
      />
      <ReasonInput />
    </SimpleForm>
  );
}
