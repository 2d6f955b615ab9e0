// Items of the catalogue: value, rarity and wear; how many boxes hold each.
import { List, NumberField, SearchInput, SelectField, SelectInput, TextField, useTranslate } from 'react-admin';
import { useCan } from '../../components/access';
import { useCatalogueChoices } from '../../components/catalogue-choices';
import { AmountField, LocalizedField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

export default function ItemList() {
  const translate = useTranslate();
  const { rarities, wears } = useCatalogueChoices();
  const can = useCan();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.items.fields.q')} />,
    <SelectInput key="lv" source="lv" choices={rarities} />,
    <SelectInput key="dura" source="dura" choices={wears} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      <ListGrid rowClick={can('edit', 'items') ? 'edit' : 'show'} sortable={['id', 'name_en', 'value', 'lv']}>
        <TextField source="id" />
        <LocalizedField source="name" label="app.field.name" sortBy="name_en" />
        <AmountField source="value" />
        <SelectField source="lv" choices={rarities} />
        <SelectField source="dura" choices={wears} />
        <NumberField source="box_count" />
        <TimeField source="updated_at" />
      </ListGrid>
    </List>
  );
}
