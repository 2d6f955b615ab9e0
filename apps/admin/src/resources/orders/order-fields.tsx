import { SelectField, type SelectFieldProps } from 'react-admin';

export const ORDER_STATUSES = ['pending', 'paid', 'expired'].map((id) => ({
  id,
  name: `resources.orders.status.${id}`,
}));

export function OrderStatusField(props: Omit<SelectFieldProps, 'choices' | 'source'> & { source?: string }) {
  return <SelectField source="status" choices={ORDER_STATUSES} {...props} />;
}
