// One box: its fields, its pool in draw order with each item's weight and odds, and its RTP.
import {
  ArrayField,
  BooleanField,
  Datagrid,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { useCatalogueChoices } from '../../components/catalogue-choices';
import { AmountField, LocalizedField, TimeField } from '../../components/fields';
import { BoxActions } from './box-actions';

export default function BoxShow() {
  const { categories } = useCatalogueChoices();
  return (
    <Show actions={<BoxActions view="show" />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name_zh" />
        <TextField source="name_en" />
        <SelectField source="category" choices={categories} />
        <AmountField source="price" />
        <AmountField source="rtp" />
        <BooleanField source="enabled" />
        <NumberField source="sort_order" />
        <TimeField source="updated_at" />
        <ArrayField source="pool">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="item_id" label="resources.boxes.fields.item_id" />
            <LocalizedField source="name" label="app.field.name" />
            <AmountField source="value" label="resources.boxes.fields.value" />
            <NumberField source="weight" label="resources.boxes.fields.weight" />
            <AmountField source="odds" label="resources.boxes.fields.odds" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
