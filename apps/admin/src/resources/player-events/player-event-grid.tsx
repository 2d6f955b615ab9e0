// A player's raw ledger stream (player-{id}), newest first: every event as a sentence in the console's
// language ("opened Redline ×5 → 5 items, −33.30"; each resource folder registers the sentences of its
// events), with its type, the signed amount and balance after for coin events; "Raw JSON" (or the
// row's expand arrow) opens the event's data and metadata as stored.
import type { PlayerEventResponse } from '@lootledger/contracts';
import { Box, Button, Typography } from '@mui/material';
import { NumberField, TextField, useExpanded, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { AmountField, JsonBlock, TimeField, useLang } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { useRegistrations } from '../../components/registrations';

function EventDetail() {
  const record = useRecordContext<PlayerEventResponse>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 1 }} data-testid="event-json">
      <JsonBlock value={record.data} />
      <JsonBlock value={record.metadata} />
    </Box>
  );
}

function EventSentenceField(_props: { label?: string }) {
  const record = useRecordContext<PlayerEventResponse>();
  const resource = useResourceContext() ?? 'player-events';
  const [expanded, toggle] = useExpanded(resource, record?.id ?? '');
  const translate = useTranslate();
  const lang = useLang();
  const { eventSentences } = useRegistrations();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
      <Typography variant="body2" data-testid="event-sentence">
        {eventSentences.sentence(record, lang)}
      </Typography>
      <Button
        size="small"
        variant="text"
        aria-expanded={expanded}
        onClick={(event) => {
          event.stopPropagation();
          toggle();
        }}
        sx={{ flexShrink: 0, textTransform: 'none' }}
      >
        {translate(expanded ? 'resources.player-events.action.hide_json' : 'resources.player-events.action.show_json')}
      </Button>
    </Box>
  );
}

export function PlayerEventGrid() {
  return (
    <ListGrid sortable={['version', 'id', 'created_at']} expand={<EventDetail />} data-testid="player-events">
      <NumberField source="version" />
      <EventSentenceField label="resources.player-events.fields.sentence" />
      <TextField source="type" />
      <AmountField source="amount" />
      <AmountField source="balance_after" />
      <TimeField source="created_at" />
    </ListGrid>
  );
}
