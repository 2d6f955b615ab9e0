// One batch and its usage: issued, redeemed, expired, available, redeemed value.
import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { AmountField, TimeField } from '../../components/fields';

export default function CardCodeBatchShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <AmountField source="bean" />
        <NumberField source="count" />
        <TextField source="note" emptyText="—" />
        <TimeField source="expires_at" />
        <TextField source="created_by" />
        <TimeField source="created_at" />
        <NumberField source="usage.issued" />
        <NumberField source="usage.redeemed" />
        <NumberField source="usage.expired" />
        <NumberField source="usage.available" />
        <NumberField source="usage.awaiting_credit" />
        <AmountField source="usage.redeemed_bean" />
      </SimpleShowLayout>
    </Show>
  );
}
