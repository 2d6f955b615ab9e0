// Conversion reports, newest first, with where their forwarding stands (filter by status or player).
import { List, NumberField, ReferenceField, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

const FORWARD_STATUSES = ['disabled', 'pending', 'sent', 'failed'].map((id) => ({
  id,
  name: `resources.conversion-reports.status.${id}`,
}));

const filters = [
  <SelectInput key="status" source="status" choices={FORWARD_STATUSES} alwaysOn />,
  <TextInput key="player_id" source="player_id" />,
];

export default function ConversionReportList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <ListGrid rowClick={false} sortable={['created_at', 'id']}>
        <TextField source="id" />
        <ReferenceField source="player_id" reference="players" link="show" />
        <ReferenceField source="order_id" reference="orders" link="show" emptyText="—" />
        <TextField source="promotion_id" emptyText="—" />
        <TimeField source="created_at" />
        <SelectField source="status" choices={FORWARD_STATUSES} />
        <NumberField source="attempts" />
        <TextField source="last_error" emptyText="—" />
        <TimeField source="next_attempt_at" emptyText="—" />
      </ListGrid>
    </List>
  );
}
