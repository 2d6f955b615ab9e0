// Contracts: the list (player, inputs, total, expected, the item won; filters) and a contract's page
// — the player (linked), the inputs, the rules, the pool with values and weights, the draw (seeds,
// nonce, cursor, ticket; the server seed once revealed) and the result. The rules' page: RTP and
// the value band, edited by finance with a reason (audited).
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { parseAmount } from '@lootledger/contracts';
import {
  DateTimeInput,
  Edit,
  FunctionField,
  Link,
  List,
  NumberField,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
  type ValidationErrorMessage,
} from 'react-admin';
import { useCan } from '../../../components/access';
import { AmountField, TimeField } from '../../../components/fields';
import { ListGrid } from '../../../components/list-grid';
import { ReasonInput } from '../../../components/reason-input';

const filters = [
  <TextInput key="player_id" source="player_id" alwaysOn />,
  <TextInput key="item_id" source="item_id" />,
  <DateTimeInput key="from" source="from" />,
  <DateTimeInput key="to" source="to" />,
];

export function ContractList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <ListGrid rowClick="show" sortable={['created_at', 'inputs_total', 'item_value']} data-testid="contracts">
        <TextField source="id" />
        <TextField source="player_id" />
        <NumberField source="inputs_count" />
        <AmountField source="inputs_total" />
        <AmountField source="expected" />
        <TextField source="item_name" />
        <AmountField source="item_value" />
        <TimeField source="created_at" />
      </ListGrid>
    </List>
  );
}

interface ContractRecord {
  id: string;
  player_id: string;
  inputs: { storage_id: string; item_id: string; value: string }[];
  pool: { item_id: string; value: string; weight: number }[];
  total_weight: number;
  item_id: string;
  ticket: number;
}

function PlayerLink() {
  const record = useRecordContext<ContractRecord>();
  if (!record) return null;
  return (
    <Link to={`/players/${encodeURIComponent(record.player_id)}/show`} data-testid="contract-player">
      {record.player_id}
    </Link>
  );
}

function Inputs() {
  const record = useRecordContext<ContractRecord>();
  const translate = useTranslate();
  if (!record?.inputs) return null;
  return (
    <Table size="small" data-testid="contract-inputs">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.contracts.fields.storage_id')}</TableCell>
          <TableCell>{translate('resources.contracts.fields.item_id')}</TableCell>
          <TableCell>{translate('resources.contracts.fields.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.inputs.map((input) => (
          <TableRow key={input.storage_id}>
            <TableCell>{input.storage_id}</TableCell>
            <TableCell>{input.item_id}</TableCell>
            <TableCell>{input.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The pool in draw order: each entry's ticket range [from, to), the drawn entry highlighted. */
function Pool() {
  const record = useRecordContext<ContractRecord>();
  const translate = useTranslate();
  if (!record?.pool) return null;
  let from = 0;
  return (
    <Table size="small" data-testid="contract-pool">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.contracts.fields.item_id')}</TableCell>
          <TableCell>{translate('resources.contracts.fields.value')}</TableCell>
          <TableCell>{translate('resources.contracts.fields.weight')}</TableCell>
          <TableCell>{translate('resources.contracts.fields.tickets')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.pool.map((entry) => {
          const range = [from, from + entry.weight];
          from += entry.weight;
          const drawn = record.ticket >= range[0] && record.ticket < range[1];
          return (
            <TableRow key={entry.item_id} selected={drawn} data-drawn={drawn ? 'true' : undefined}>
              <TableCell>{entry.item_id}</TableCell>
              <TableCell>{entry.value}</TableCell>
              <TableCell>{entry.weight}</TableCell>
              <TableCell>
                {range[0]} – {range[1] - 1}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function ContractShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <FunctionField source="player_id" render={() => <PlayerLink />} />
        <TimeField source="created_at" />
        <AmountField source="inputs_total" />
        <AmountField source="expected" />
        <TextField source="rtp" />
        <TextField source="band_min" />
        <TextField source="band_max" />
        <Inputs />
        <NumberField source="candidates_count" />
        <Pool />
        <TextField source="pair_id" />
        <TextField source="server_seed_hash" />
        <TextField source="server_seed" emptyText="—" />
        <TextField source="client_seed" />
        <NumberField source="nonce" />
        <NumberField source="cursor" />
        <NumberField source="ticket" />
        <NumberField source="total_weight" />
        <TextField source="item_id" />
        <TextField source="item_name" />
        <AmountField source="item_value" />
        <TextField source="storage_id" />
      </SimpleShowLayout>
    </Show>
  );
}

/** A percent with two decimals between min and max (the rules' limits; the API checks them again). */
function percentBetween(min: string, max: string) {
  return (value: unknown): ValidationErrorMessage | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const hundredths = typeof value === 'string' && /^\d{1,3}\.\d{2}$/.test(value) ? parseAmount(value) : null;
    return hundredths === null || hundredths < parseAmount(min)! || hundredths > parseAmount(max)!
      ? { message: 'resources.contract-settings.validation.range', args: { min, max } }
      : undefined;
  };
}

export function ContractSettingsList() {
  const can = useCan();
  return (
    <List pagination={false} exporter={false} data-testid="contract-settings">
      <ListGrid rowClick={can('edit', 'contract-settings') ? 'edit' : false} sortable={[]}>
        <TextField source="rtp" />
        <TextField source="band_min" />
        <TextField source="band_max" />
        <TimeField source="updated_at" />
      </ListGrid>
    </List>
  );
}

export function ContractSettingsEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput
          source="rtp"
          validate={[required(), percentBetween('50.00', '100.00')]}
          helperText="resources.contract-settings.help.rtp"
        />
        <TextInput
          source="band_min"
          validate={[required(), percentBetween('1.00', '100.00')]}
          helperText="resources.contract-settings.help.band_min"
        />
        <TextInput
          source="band_max"
          validate={[required(), percentBetween('100.00', '999.99')]}
          helperText="resources.contract-settings.help.band_max"
        />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
