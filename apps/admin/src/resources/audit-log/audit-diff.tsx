// An audit entry's change: each field whose value differs between before and after, side by side
// (a creation has no before, a deletion no after).
import type { AuditLogEntryResponse } from '@lootledger/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The fields of a recorded before or after (a JSON object; anything else has none). */
function fields(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function show(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function AuditDiff(_: { label?: string }) {
  const record = useRecordContext<AuditLogEntryResponse>();
  const translate = useTranslate();
  if (!record) return null;
  const before = fields(record.before);
  const after = fields(record.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => show(before[key]) !== show(after[key]),
  );
  if (keys.length === 0)
    return <Typography variant="body2">{translate('resources.audit-log.message.nothing_changed')}</Typography>;
  return (
    <Table size="small" data-testid="audit-diff">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.audit-log.message.field')}</TableCell>
          <TableCell>{translate('resources.audit-log.fields.before')}</TableCell>
          <TableCell>{translate('resources.audit-log.fields.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key}>
            <TableCell>{key}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all', color: 'error.main' }}>{show(before[key])}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all', color: 'success.main' }}>{show(after[key])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
