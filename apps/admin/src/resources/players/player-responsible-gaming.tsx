// The player's responsible-gaming rules for support, read only: deposit limits and pending raises,
// the cool-off or self-exclusion in force, the session reminder and the 12-month activity statement.
// There is no control here on purpose: nobody but the player sets them, and nobody shortens one.
import type { StaffResponsibleGamingView } from '@lootledger/contracts';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { dataProvider } from '../../providers/data-provider';

const PERIODS = ['day', 'week', 'month'] as const;

export function PlayerResponsibleGaming() {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const view = useQuery({
    queryKey: ['player-responsible-gaming', record?.id],
    queryFn: () => dataProvider.getPlayerResponsibleGaming(String(record!.id)),
    enabled: !!record,
  });
  if (!view.data) return null;
  const data: StaffResponsibleGamingView = view.data;
  const when = (iso: string) => new Date(iso).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-GB');
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.players.rg.${key}`, options);
  const exclusion = data.exclusion;
  return (
    <Box data-testid="player-responsible-gaming" sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Alert severity="info">{t('read_only')}</Alert>
      <Box>
        <Typography variant="h6">{t('exclusion')}</Typography>
        {exclusion ? (
          <Alert severity="warning" data-testid="rg-exclusion">
            {exclusion.until === null
              ? t('permanent')
              : t(exclusion.kind === 'cool_off' ? 'cool_off_until' : 'self_exclusion_until', {
                  until: when(exclusion.until),
                  started: when(exclusion.started_at),
                })}
          </Alert>
        ) : (
          <Typography color="text.secondary">{t('no_exclusion')}</Typography>
        )}
      </Box>
      <Box>
        <Typography variant="h6">{t('limits')}</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('period')}</TableCell>
              <TableCell>{t('limit')}</TableCell>
              <TableCell>{t('deposited')}</TableCell>
              <TableCell>{t('pending')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {PERIODS.map((period) => {
              const pending = data.limits.pending.find((change) => change.period === period);
              return (
                <TableRow key={period}>
                  <TableCell>{t(period)}</TableCell>
                  <TableCell>{data.limits[period] ?? t('none')}</TableCell>
                  <TableCell>{data.limits.deposited[period]}</TableCell>
                  <TableCell>
                    {pending
                      ? t('pending_change', { amount: pending.amount ?? t('none'), at: when(pending.effective_at) })
                      : '—'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Typography>
        {t('reminder')}:{' '}
        {data.reminder.every_minutes === null
          ? t('reminder_off')
          : t('reminder_every', { minutes: data.reminder.every_minutes })}
      </Typography>
      <Box>
        <Typography variant="h6">{t('statement')}</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('month')}</TableCell>
              <TableCell>{t('deposits')}</TableCell>
              <TableCell>{t('spend')}</TableCell>
              <TableCell>{t('winnings')}</TableCell>
              <TableCell>{t('net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.statement.months.map((month) => (
              <TableRow key={month.month}>
                <TableCell>{month.month}</TableCell>
                <TableCell>{month.deposits}</TableCell>
                <TableCell>{month.spend}</TableCell>
                <TableCell>{month.winnings}</TableCell>
                <TableCell>{month.net}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
