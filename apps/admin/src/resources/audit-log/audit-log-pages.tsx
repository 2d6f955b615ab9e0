// The append-only audit log of every staff change (who, role, what, before/after, reason, when, IP):
// filterable list with each entry's change, and one entry in full. Nothing here edits it.
import { DateTimeInput, List, Show, SimpleShowLayout, TextField, TextInput } from 'react-admin';
import { JsonField, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { AuditDiff } from './audit-diff';

const toIso = (value: string) => (value ? new Date(value).toISOString() : null);

const filters = [
  <TextInput key="resource" source="resource" alwaysOn />,
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="resource_id" source="resource_id" />,
  <TextInput key="staff_id" source="staff_id" />,
  <DateTimeInput key="from" source="from" parse={toIso} />,
  <DateTimeInput key="to" source="to" parse={toIso} />,
];

export function AuditLogList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }}>
      <ListGrid rowClick="show" sortable={['at', 'id']} expand={<AuditDiff />}>
        <TimeField source="at" />
        <TextField source="staff_email" />
        <TextField source="role" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="resource_id" emptyText="—" />
        <TextField source="reason" emptyText="—" />
        <TextField source="ip" emptyText="—" />
      </ListGrid>
    </List>
  );
}

export function AuditLogShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TimeField source="at" />
        <TextField source="staff_email" />
        <TextField source="staff_id" />
        <TextField source="role" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="resource_id" emptyText="—" />
        <TextField source="reason" emptyText="—" />
        <TextField source="ip" emptyText="—" />
        <AuditDiff label="resources.audit-log.fields.changes" />
        <JsonField source="before" />
        <JsonField source="after" />
      </SimpleShowLayout>
    </Show>
  );
}
