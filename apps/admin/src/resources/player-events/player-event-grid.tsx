// A player's raw ledger stream (player-{id}), newest first: every event with its type, the signed
// amount and balance after for coin events; a row expands to the event's data and metadata as stored.
import type { PlayerEventResponse } from '@lootledger/contracts';
import { Box } from '@mui/material';
import { NumberField, TextField, useRecordContext } from 'react-admin';
import { AmountField, JsonBlock, TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

function EventDetail() {
  const record = useRecordContext<PlayerEventResponse>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 1 }}>
      <JsonBlock value={record.data} />
      <JsonBlock value={record.metadata} />
    </Box>
  );
}

export function PlayerEventGrid() {
  return (
    <ListGrid sortable={['version', 'id', 'created_at']} expand={<EventDetail />} data-testid="player-events">
      <NumberField source="version" />
      <TextField source="type" />
      <AmountField source="amount" />
      <AmountField source="balance_after" />
      <TimeField source="created_at" />
    </ListGrid>
  );
}
