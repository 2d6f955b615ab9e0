import { SelectField } from 'react-admin';
import { LocalizedField } from '../../components/fields';

export const BILL_STATUSES = [0, 1, 4, 5, 6].map((id) => ({ id, name: `resources.bills.status.${id}` }));

export function BillStatusField(_: { label?: string; sortable?: boolean; source?: string }) {
  return <SelectField source="status" choices={BILL_STATUSES} />;
}

export function BillItemField(_: { label?: string; sortable?: boolean; source?: string }) {
  return <LocalizedField source="item_name" label="resources.bills.fields.item_name" />;
}
