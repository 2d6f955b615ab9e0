// Issue a batch of card codes. The answer holds the codes and their CSV this once (only hashes are
// stored), so it never enters react-admin's record cache: the page offers the CSV download there and
// then, and once left the codes are gone.
import type { IssuedCardCodeBatchResponse } from '@lootledger/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import {
  AccessDenied,
  DateTimeInput,
  Form,
  Loading,
  NumberInput,
  SaveButton,
  TextInput,
  Title,
  Toolbar,
  required,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { isAmount, isInteger, isPositiveAmount } from '../../components/amounts';
import type { CardCodeBatchInput, LootledgerDataProvider } from '../../providers/data-provider';

const RESOURCE = 'card-code-batches';

function downloadCsv(batch: IssuedCardCodeBatchResponse): void {
  const url = URL.createObjectURL(new Blob([batch.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `card-codes-${batch.id}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function IssuedBatch({ batch }: { batch: IssuedCardCodeBatchResponse }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Card data-testid="issued-batch">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('resources.card-code-batches.message.issued_title', { count: batch.codes.length })}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.card-code-batches.message.once')}
        </Alert>
        <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={() => {
              downloadCsv(batch);
              notify('resources.card-code-batches.message.downloaded', { type: 'success' });
            }}
          >
            {translate('resources.card-code-batches.action.download_csv')}
          </Button>
          <Button variant="outlined" onClick={() => redirect('show', RESOURCE, batch.id)}>
            {translate('resources.card-code-batches.action.done')}
          </Button>
        </Box>
        <Box component="pre" sx={{ maxHeight: 240, overflow: 'auto', bgcolor: 'action.hover', p: 1, fontSize: 13 }}>
          {batch.codes.slice(0, 50).join('\n')}
          {batch.codes.length > 50 ? '\n…' : ''}
        </Box>
      </CardContent>
    </Card>
  );
}

export default function CardCodeBatchCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const { canAccess, isPending } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const [issued, setIssued] = useState<IssuedCardCodeBatchResponse | null>(null);
  const title = translate('ra.page.create', { name: translate(`resources.${RESOURCE}.name`, { smart_count: 1 }) });

  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;

  const submit = async (values: Record<string, unknown>) => {
    const input: CardCodeBatchInput = {
      count: Number(values.count),
      bean: String(values.bean),
      expires_at: new Date(String(values.expires_at)).toISOString(),
      note: typeof values.note === 'string' && values.note.trim() ? values.note.trim() : undefined,
    };
    try {
      const { data } = await dataProvider.issueCardCodes(input);
      setIssued(data);
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, unknown> } }).body;
      if (body?.errors) return body.errors;
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      {issued ? (
        <IssuedBatch batch={issued} />
      ) : (
        <Card>
          <Form onSubmit={submit} defaultValues={{ count: 10 }}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', maxWidth: 480 }}>
              <NumberInput
                source="count"
                validate={[required(), isInteger(1, 10_000)]}
                helperText="resources.card-code-batches.message.count_help"
              />
              <TextInput source="bean" validate={[required(), isAmount, isPositiveAmount]} />
              <DateTimeInput source="expires_at" validate={required()} />
              <TextInput source="note" multiline helperText="resources.card-code-batches.message.note_help" />
            </CardContent>
            <Toolbar>
              <SaveButton label="resources.card-code-batches.action.issue" alwaysEnable />
            </Toolbar>
          </Form>
        </Card>
      )}
    </Box>
  );
}
