// The live odds and RTP of the pool being edited: the form's price and pool go to
// POST /admin/api/boxes/rtp-preview (nothing is written) as they change, and every row of the
// weights editor shows its item's odds from the answer; the RTP shows beside the pool.
import type { RtpPreviewResponse } from '@lootledger/contracts';
import { Alert, Box, Chip, Typography } from '@mui/material';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDataProvider, useTranslate, useWrappedSource } from 'react-admin';
import type { LootledgerDataProvider, PoolEntryInput } from '../../providers/data-provider';

interface PreviewState {
  result: RtpPreviewResponse | null;
  error: string | null;
  pending: boolean;
}

const PreviewContext = createContext<PreviewState>({ result: null, error: null, pending: false });

function completeEntries(pool: unknown): PoolEntryInput[] {
  if (!Array.isArray(pool)) return [];
  return pool
    .map((entry: { item_id?: unknown; weight?: unknown } | null) => ({
      item_id: typeof entry?.item_id === 'string' ? entry.item_id : '',
      weight: typeof entry?.weight === 'number' ? entry.weight : Number(entry?.weight),
    }))
    .filter((entry) => entry.item_id !== '' && Number.isSafeInteger(entry.weight) && entry.weight > 0);
}

/** Wraps the form's pool editor; asks for the preview 300 ms after the last change. */
export function PoolPreviewProvider({ children }: { children: ReactNode }) {
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const { control } = useFormContext();
  const price = useWatch({ control, name: 'price' }) as string | undefined;
  const pool = useWatch({ control, name: 'pool' }) as unknown;
  const entries = useMemo(() => completeEntries(pool), [pool]);
  const key = JSON.stringify([price, entries]);
  const [state, setState] = useState<PreviewState>({ result: null, error: null, pending: false });

  useEffect(() => {
    if (entries.length === 0 || typeof price !== 'string' || !/^\d{1,10}\.\d{2}$/.test(price)) {
      setState({ result: null, error: null, pending: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, pending: true }));
    const timer = window.setTimeout(() => {
      dataProvider
        .rtpPreview({ price, pool: entries }, controller.signal)
        .then(({ data }) => setState({ result: data, error: null, pending: false }))
        .catch((error: Error) => {
          if (!controller.signal.aborted) setState({ result: null, error: error.message, pending: false });
        });
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // `key` holds price and entries by value: a re-render with equal values asks nothing.
  }, [key, dataProvider]);

  return <PreviewContext.Provider value={state}>{children}</PreviewContext.Provider>;
}

/** The RTP and total weight of the pool being edited. */
export function PoolSummary() {
  const translate = useTranslate();
  const { result, error, pending } = useContext(PreviewContext);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!result)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.boxes.message.preview_pending')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, opacity: pending ? 0.6 : 1 }} data-testid="pool-summary">
      <Typography variant="h6">
        {translate('resources.boxes.message.rtp')}: <span data-testid="pool-rtp">{result.rtp}%</span>
      </Typography>
      <Chip label={translate('resources.boxes.message.total_weight', { weight: result.total_weight })} />
    </Box>
  );
}

/** In a row of the weights editor: that item's odds and value in the previewed pool. */
export function RowOdds() {
  const translate = useTranslate();
  const { result } = useContext(PreviewContext);
  const itemId = useWatch({ name: useWrappedSource('item_id') }) as string | undefined;
  const entry = result?.odds.find((odds) => odds.item_id === itemId);
  return (
    <Box sx={{ minWidth: 160, alignSelf: 'center' }} data-testid="row-odds">
      <Typography variant="body2">
        {translate('resources.boxes.fields.odds')}: <strong>{entry ? entry.odds : '—'}</strong>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.boxes.fields.value')}: {entry ? entry.value : '—'}
      </Typography>
    </Box>
  );
}
