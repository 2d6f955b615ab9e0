// Battles: the list (status, mode, seats, entry, players, times; filters) and a battle's page — its
// seats (each player linked to their page and ledger), every round's draw per seat, the outcome, the
// reservations behind the stakes, the seeds, and the battle's own events.
import { useQuery } from '@tanstack/react-query';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  FunctionField,
  Link,
  List,
  NumberField,
  SelectInput,
  Show,
  TabbedShowLayout,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AmountField, JsonBlock, TimeField } from '../../../components/fields';
import { ListGrid } from '../../../components/list-grid';
import { dataProvider } from '../../../providers/data-provider';

const STATUSES = [0, 1, 2, 3].map((id) => ({ id, name: `resources.battles.status.${id}` }));
const MODES = ['classic', 'underdog', 'team', 'share'].map((id) => ({ id, name: `resources.battles.mode.${id}` }));

const filters = [
  <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />,
  <SelectInput key="mode" source="mode" choices={MODES} />,
  <TextInput key="player_id" source="player_id" />,
];

function StatusField({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      label={label}
      render={(record: { status: number }) => translate(`resources.battles.status.${record.status}`)}
    />
  );
}

function ModeField({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      label={label}
      render={(record: { mode: string }) => translate(`resources.battles.mode.${record.mode}`)}
    />
  );
}

export function BattleList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <ListGrid rowClick="show" sortable={['created_at', 'ended_at', 'price', 'status']} data-testid="battles">
        <TextField source="id" />
        <StatusField label="resources.battles.fields.status" />
        <ModeField label="resources.battles.fields.mode" />
        <NumberField source="seats_total" />
        <AmountField source="price" />
        <FunctionField source="player_ids" render={(record: { player_ids: string[] }) => record.player_ids.length} />
        <TimeField source="created_at" />
        <TimeField source="ended_at" />
      </ListGrid>
    </List>
  );
}

interface Round {
  round: number;
  seat: number;
  nonce: number;
  cursor: number;
  ticket: number;
  item_id: string;
  name: string;
  bean: string;
}

interface BattleRecord {
  id: string;
  seats: {
    seat: number;
    player_id: string | null;
    robot: boolean;
    name: string;
    client_seed: string;
    total: string;
    won: string;
  }[];
  boxes: { id: string; name: string; price: string }[];
  rounds?: Round[];
  winners: number[];
}

/** One event of a battle's own stream (GET /battles/<id>/events, oldest first). */
interface BattleEventRecord {
  id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: unknown;
  created_at: string;
}

function Rounds() {
  const record = useRecordContext<BattleRecord>();
  const translate = useTranslate();
  // While the battle loads, the record may be the list's row (no seats, boxes or rounds yet).
  if (!record?.seats || !record.boxes) return null;
  const rounds = record.rounds ?? [];
  if (rounds.length === 0)
    return <Typography color="text.secondary">{translate('resources.battles.no_rounds')}</Typography>;
  return (
    <Table size="small" data-testid="battle-rounds">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.battles.fields.round')}</TableCell>
          {record.seats.map((seat) => (
            <TableCell key={seat.seat}>
              {translate('resources.battles.fields.seat')} {seat.seat + 1}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {record.boxes.map((box, index) => (
          <TableRow key={`${box.id}-${index}`}>
            <TableCell>
              {index + 1} · {box.name}
            </TableCell>
            {record.seats.map((seat) => {
              const draw = rounds.find((candidate) => candidate.round === index && candidate.seat === seat.seat);
              return (
                <TableCell key={seat.seat}>
                  {draw
                    ? `${draw.name} · ${draw.bean} (ticket ${draw.ticket}, nonce ${draw.nonce}, cursor ${draw.cursor})`
                    : '—'}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Seats() {
  const record = useRecordContext<BattleRecord>();
  const translate = useTranslate();
  if (!record?.seats) return null;
  return (
    <Table size="small" data-testid="battle-seats">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.battles.fields.seat')}</TableCell>
          <TableCell>{translate('resources.battles.fields.player')}</TableCell>
          <TableCell>{translate('resources.battles.fields.client_seed')}</TableCell>
          <TableCell>{translate('resources.battles.fields.total')}</TableCell>
          <TableCell>{translate('resources.battles.fields.won')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.seats.map((seat) => (
          <TableRow key={seat.seat} selected={(record.winners ?? []).includes(seat.seat)}>
            <TableCell>{seat.seat + 1}</TableCell>
            <TableCell>
              {seat.robot ? (
                `${translate('resources.battles.robot')} · ${seat.name}`
              ) : seat.player_id ? (
                <Link
                  to={`/players/${encodeURIComponent(seat.player_id)}/show`}
                  title={translate('resources.battles.ledger')}
                >
                  {seat.name || seat.player_id}
                </Link>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell>{seat.client_seed}</TableCell>
            <TableCell>{seat.total}</TableCell>
            <TableCell>{seat.won}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function BattleEvents() {
  const record = useRecordContext<BattleRecord>();
  const translate = useTranslate();
  const events = useQuery({
    queryKey: ['battle-events', record?.id],
    queryFn: () => dataProvider.getRecordPart<BattleEventRecord[]>('battles', record!.id, 'events'),
    enabled: !!record,
  });
  if (!events.data) return null;
  return (
    <Box data-testid="battle-events">
      {events.data.map((event) => (
        <Box key={event.id} sx={{ mb: 1 }}>
          <Typography variant="subtitle2">
            v{event.stream_version} · {event.type} · {new Date(event.created_at).toLocaleString()}
          </Typography>
          <JsonBlock value={event.data} />
        </Box>
      ))}
      {events.data.length === 0 && translate('ra.navigation.no_results')}
    </Box>
  );
}

export function BattleShow() {
  return (
    <Show>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.battles.tabs.summary">
          <TextField source="id" />
          <StatusField label="resources.battles.fields.status" />
          <ModeField label="resources.battles.fields.mode" />
          <AmountField source="price" />
          <BooleanField source="robots" />
          <TextField source="cancel_reason" emptyText="—" />
          <Seats />
          <FunctionField
            source="winners"
            render={(record: BattleRecord) => (record.winners ?? []).map((seat) => seat + 1).join(', ') || '—'}
          />
          <TextField source="server_seed_hash" />
          <TextField source="client_seed" emptyText="—" />
          <TextField source="server_seed" emptyText="—" />
          <TimeField source="created_at" />
          <TimeField source="ended_at" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.battles.tabs.rounds">
          <Rounds />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.battles.tabs.stakes">
          <ArrayField source="reservations">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <NumberField source="seat" />
              <TextField source="player_id" />
              <TextField source="status" />
              <TimeField source="at" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.battles.tabs.events">
          <BattleEvents />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
