// The dashboard's economy: gross gaming revenue from the ledger (coins staked in games less coins
// games paid back), every kind of bonus (packets, rewards, rebates, bonuses, commissions, free boxes)
// as a cost beside it, and net revenue = GGR − bonuses, over the dashboard's range, with a chart per
// bucket. The sums are the API's (GET /admin/api/reports/economy); this only lays them out.
import { BONUS_KINDS, type ReportBucket, type ReportEconomyResponse } from '@lootledger/contracts';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import type { LootledgerDataProvider } from '../providers/data-provider';

const LineChart = lazy(() => import('./charts').then((charts) => ({ default: charts.LineChart })));

function Line({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <TableRow>
      <TableCell sx={{ fontWeight: strong ? 600 : undefined }}>{label}</TableCell>
      <TableCell
        align="right"
        data-testid={testId}
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : undefined }}
      >
        {value}
      </TableCell>
      <TableCell />
    </TableRow>
  );
}

function Economy({ report }: { report: ReportEconomyResponse }) {
  const translate = useTranslate();
  const { totals } = report;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('dashboard.economy.title')}
        </Typography>
        <Table size="small" data-testid="economy">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell align="right">{translate('dashboard.economy.amount')}</TableCell>
              <TableCell align="right">{translate('dashboard.economy.count')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <Line label={translate('dashboard.economy.stakes')} value={totals.stakes} testId="economy-stakes" />
            <Line
              label={translate('dashboard.economy.paid_back')}
              value={totals.paid_back}
              testId="economy-paid-back"
            />
            <Line label={translate('dashboard.economy.ggr')} value={totals.ggr} testId="economy-ggr" strong />
            {BONUS_KINDS.map((kind) => (
              <TableRow key={kind}>
                <TableCell sx={{ pl: 4 }}>{translate(`dashboard.economy.kinds.${kind}`)}</TableCell>
                <TableCell align="right" data-testid={`bonus-${kind}`} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {totals.bonuses[kind]}
                </TableCell>
                <TableCell align="right">{totals.bonus_counts[kind]}</TableCell>
              </TableRow>
            ))}
            <Line
              label={translate('dashboard.economy.bonuses_total')}
              value={totals.bonuses_total}
              testId="economy-bonuses"
              strong
            />
            <Line
              label={translate('dashboard.economy.net_revenue')}
              value={totals.net_revenue}
              testId="economy-net"
              strong
            />
          </TableBody>
        </Table>
        <Suspense fallback={<Box sx={{ height: 280 }} />}>
          <LineChart
            testId="economy-chart"
            buckets={report.series.map((point) => point.bucket)}
            series={[
              {
                label: translate('dashboard.economy.ggr'),
                color: '#2e7d32',
                values: report.series.map((point) => point.ggr),
              },
              {
                label: translate('dashboard.economy.bonuses_total'),
                color: '#d32f2f',
                values: report.series.map((point) => point.bonuses_total),
              },
              {
                label: translate('dashboard.economy.net_revenue'),
                color: '#1976d2',
                values: report.series.map((point) => point.net_revenue),
              },
            ]}
          />
        </Suspense>
      </CardContent>
    </Card>
  );
}

export function EconomyReport({ range }: { range: { from: string; to: string; bucket: ReportBucket } }) {
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['reports', 'economy', range],
    queryFn: () => dataProvider.reportEconomy(range).then((result) => result.data),
  });
  if (isPending) return <Loading />;
  if (error) return <Typography color="error">{(error as Error).message}</Typography>;
  return <Economy report={data} />;
}
