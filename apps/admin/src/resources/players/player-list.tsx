// Players: find one by mobile, name, id or invite code; when they last signed in, their total deposits,
// balance, VIP level and freeze at a glance (the id is in the search and on the player's page).
import {
  BooleanField,
  DateTimeInput,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

function toIso(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

export default function PlayerList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.players.fields.q')}
      sx={{ minWidth: 320 }}
    />,
    <NullableBooleanInput key="frozen" source="frozen" />,
    <DateTimeInput key="registered_from" source="registered_from" parse={toIso} />,
    <DateTimeInput key="registered_to" source="registered_to" parse={toIso} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <ListGrid rowClick="show" sortable={['id', 'name', 'created_at']}>
        <TimeField source="last_sign_in_at" emptyText="resources.players.fields.never_signed_in" />
        <AmountField source="total_recharge" />
        <TextField source="name" />
        <TextField source="mobile" />
        <AmountField source="bean" />
        <NumberField source="vip_level" />
        <BooleanField source="frozen" />
        <TimeField source="created_at" />
      </ListGrid>
    </List>
  );
}
