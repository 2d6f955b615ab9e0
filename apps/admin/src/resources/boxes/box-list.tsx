// Boxes: price, category, configured RTP and whether they are on sale.
import {
  BooleanField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { useCan } from '../../components/access';
import { useCatalogueChoices } from '../../components/catalogue-choices';
import { AmountField, LocalizedField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

export default function BoxList() {
  const translate = useTranslate();
  const { categories } = useCatalogueChoices();
  const can = useCan();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.boxes.fields.q')} />,
    <SelectInput key="category" source="category" choices={categories} />,
    <NullableBooleanInput key="enabled" source="enabled" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'sort_order', order: 'ASC' }}>
      <ListGrid
        rowClick={can('edit', 'boxes') ? 'edit' : 'show'}
        sortable={['id', 'name_en', 'price', 'rtp', 'sort_order', 'enabled', 'updated_at']}
      >
        <TextField source="id" />
        <LocalizedField source="name" label="app.field.name" sortBy="name_en" />
        <SelectField source="category" choices={categories} />
        <AmountField source="price" />
        <AmountField source="rtp" />
        <NumberField source="item_count" />
        <BooleanField source="enabled" />
        <NumberField source="sort_order" />
        <TimeField source="updated_at" />
      </ListGrid>
    </List>
  );
}
