// Card-code batches with their usage (never their codes: only hashes are kept).
import { List, NumberField, SearchInput, TextField, TextInput, useTranslate } from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

export default function CardCodeBatchList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.card-code-batches.fields.q')} />,
    <TextInput key="created_by" source="created_by" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <ListGrid rowClick="show" sortable={['id', 'created_at', 'expires_at', 'bean', 'count']}>
        <TextField source="id" />
        <AmountField source="bean" />
        <NumberField source="count" />
        <NumberField source="usage.redeemed" />
        <NumberField source="usage.available" />
        <NumberField source="usage.expired" />
        <AmountField source="usage.redeemed_bean" />
        <TextField source="note" emptyText="—" />
        <TimeField source="expires_at" />
        <TimeField source="created_at" />
      </ListGrid>
    </List>
  );
}
