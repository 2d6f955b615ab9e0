import { NumberField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { useCatalogueChoices } from '../../components/catalogue-choices';
import { AmountField, TimeField } from '../../components/fields';

export default function ItemShow() {
  const { rarities, wears } = useCatalogueChoices();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name_zh" />
        <TextField source="name_en" />
        <TextField source="hash_name" />
        <TextField source="weapon" />
        <TextField source="skin" />
        <AmountField source="value" />
        <SelectField source="lv" choices={rarities} />
        <SelectField source="dura" choices={wears} />
        <TextField source="cover" />
        <NumberField source="box_count" />
        <TimeField source="created_at" />
        <TimeField source="updated_at" />
      </SimpleShowLayout>
    </Show>
  );
}
