// The welfare paid per UTC day, by kind (amount and how many), newest first; filter a range of days
// (the API's default: the last 30). Read only: the figures are sums of the ledger and the free boxes.
import { DateInput, List, NumberField, TextField } from 'react-admin';
import { AmountField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

const filters = [<DateInput key="from" source="from" alwaysOn />, <DateInput key="to" source="to" alwaysOn />];

export default function WelfarePayoutList() {
  return (
    <List filters={filters} sort={{ field: 'day', order: 'DESC' }} exporter={false}>
      <ListGrid rowClick={false} sortable={['day']}>
        <TextField source="day" />
        <AmountField source="sign_in_packets" />
        <NumberField source="sign_in_count" />
        <AmountField source="registration_packets" />
        <NumberField source="registration_count" />
        <AmountField source="red_packets" />
        <NumberField source="red_packet_count" />
        <AmountField source="free_boxes" />
        <NumberField source="free_box_count" />
        <AmountField source="ranking_rewards" />
        <NumberField source="ranking_count" />
        <AmountField source="rebates" />
        <NumberField source="rebate_count" />
        <AmountField source="other" />
        <NumberField source="other_count" />
        <AmountField source="total" />
      </ListGrid>
    </List>
  );
}
