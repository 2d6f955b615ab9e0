// The dashboard: deposits, withdrawals (extracted value), GGR and the house's liability (every
// player's balance now) over a chosen range, per day, week or month, and each box's actual RTP
// against its configured one; then the economy (GGR from the ledger, the bonuses by kind as a cost, net
// revenue: economy-report.tsx). Staff whose role has no reports see who they are and what they may do.
import type { ReportBucket, ReportSummaryResponse } from '@lootledger/contracts';
import { Box, Button, Card, CardContent, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Loading, Title, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { useStaffPermissions } from '../components/access';
import { canAccess } from '../providers/can-access';
import { useLang } from '../components/fields';
import type { LootledgerDataProvider } from '../providers/data-provider';
import { EconomyReport } from './economy-report';

// The charts (recharts) are a chunk of their own, fetched when a report is shown: not by the console's
// entry, nor by the sign-in page (which renders the dashboard's route before it redirects).
const LineChart = lazy(() => import('./charts').then((charts) => ({ default: charts.LineChart })));
const RtpBars = lazy(() => import('./charts').then((charts) => ({ default: charts.RtpBars })));

interface Range {
  from: string;
  to: string;
  bucket: ReportBucket;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function lastDays(days: number, bucket: ReportBucket): Range {
  const to = new Date();
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return { from: isoDay(from), to: isoDay(to), bucket };
}

const QUICK_RANGES: { key: string; range: () => Range }[] = [
  { key: 'd7', range: () => lastDays(7, 'day') },
  { key: 'd30', range: () => lastDays(30, 'day') },
  { key: 'd90', range: () => lastDays(90, 'week') },
  { key: 'm12', range: () => lastDays(365, 'month') },
];

function Welcome() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.title" />
      <CardContent>
        <Typography variant="h5" gutterBottom>
          {translate('app.welcome.title', { email: identity?.fullName ?? '' })}
        </Typography>
        <Typography>
          {translate('app.welcome.role', { role: translate(`app.role.${String(identity?.role ?? '')}`) })}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Report({ summary }: { summary: ReportSummaryResponse }) {
  const translate = useTranslate();
  const lang = useLang();
  const { totals } = summary;
  const buckets = summary.series.map((point) => point.bucket);
  const time = new Date(summary.player_balances_at).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB');
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            testId="total-deposits"
            label={translate('dashboard.totals.deposits')}
            value={totals.deposits}
            detail={translate('dashboard.totals.count', {
              smart_count: totals.deposit_count,
              count: totals.deposit_count,
            })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            testId="total-withdrawals"
            label={translate('dashboard.totals.withdrawals')}
            value={totals.withdrawals}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            testId="total-ggr"
            label={translate('dashboard.totals.ggr')}
            value={totals.ggr}
            detail={translate('dashboard.totals.ggr_detail', { spent: totals.box_spend, granted: totals.box_granted })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            testId="player-balances"
            label={translate('dashboard.totals.player_balances')}
            value={summary.player_balances}
            detail={translate('dashboard.totals.as_of', { time })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            testId="total-card-codes"
            label={translate('dashboard.totals.card_codes')}
            value={totals.card_codes}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            testId="boxes-opened"
            label={translate('dashboard.totals.boxes_opened')}
            value={String(totals.boxes_opened)}
          />
        </Grid>
      </Grid>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('dashboard.charts.money')}
          </Typography>
          <Suspense fallback={<Box sx={{ height: 280 }} />}>
            <LineChart
              testId="money-chart"
              buckets={buckets}
              series={[
                {
                  label: translate('dashboard.totals.deposits'),
                  color: '#1976d2',
                  values: summary.series.map((point) => point.deposits),
                },
                {
                  label: translate('dashboard.totals.withdrawals'),
                  color: '#ed6c02',
                  values: summary.series.map((point) => point.withdrawals),
                },
                {
                  label: translate('dashboard.totals.ggr'),
                  color: '#2e7d32',
                  values: summary.series.map((point) => point.ggr),
                },
              ]}
            />
          </Suspense>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('dashboard.charts.rtp')}
          </Typography>
          {summary.boxes.length === 0 ? (
            <Typography>{translate('dashboard.charts.no_data')}</Typography>
          ) : (
            <Suspense fallback={<Box sx={{ height: 120 }} />}>
              <RtpBars
                rows={summary.boxes.map((box) => ({
                  label: lang === 'zh' ? box.name_zh : box.name_en,
                  actual: box.rtp_actual,
                  configured: box.rtp_configured,
                }))}
                actualLabel={translate('dashboard.charts.actual')}
                configuredLabel={translate('dashboard.charts.configured')}
                notOpened={translate('dashboard.charts.not_opened')}
              />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function Reports() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const [draft, setDraft] = useState<Range>(() => lastDays(30, 'day'));
  const [range, setRange] = useState<Range>(draft);
  const { data, error, isPending } = useQuery({
    queryKey: ['reports', 'summary', range],
    queryFn: () => dataProvider.reportSummary(range).then((result) => result.data),
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="dashboard.title" />
      <Card sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            type="date"
            size="small"
            label={translate('dashboard.from')}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            sx={{ width: 180 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'range-from' } }}
          />
          <TextField
            type="date"
            size="small"
            label={translate('dashboard.to')}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            sx={{ width: 180 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'range-to' } }}
          />
          <TextField
            select
            size="small"
            label={translate('dashboard.bucket')}
            value={draft.bucket}
            onChange={(event) => setDraft({ ...draft, bucket: event.target.value as ReportBucket })}
            sx={{ width: 140 }}
          >
            {(['day', 'week', 'month'] as const).map((bucket) => (
              <MenuItem key={bucket} value={bucket}>
                {translate(`dashboard.buckets.${bucket}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={() => setRange(draft)}>
            {translate('dashboard.apply')}
          </Button>
          {QUICK_RANGES.map(({ key, range: quick }) => (
            <Button
              key={key}
              size="small"
              onClick={() => {
                const next = quick();
                setDraft(next);
                setRange(next);
              }}
            >
              {translate(`dashboard.ranges.${key}`)}
            </Button>
          ))}
        </CardContent>
      </Card>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : (
        <>
          <EconomyReport range={range} />
          <Report summary={data} />
        </>
      )}
    </Box>
  );
}

export default function Dashboard() {
  const { permissions, isPending } = useStaffPermissions();
  if (isPending) return <Loading />;
  return canAccess(permissions, { action: 'list', resource: 'reports' }) ? <Reports /> : <Welcome />;
}
