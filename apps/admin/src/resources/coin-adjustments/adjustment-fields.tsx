// How an adjustment's direction and status read, in the console's language.
import { Chip } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';

const STATUS_COLOR = {
  pending: 'warning',
  approved: 'info',
  applied: 'success',
  rejected: 'default',
  failed: 'error',
} as const;

export function AdjustmentStatusField(_: { source?: string; label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source="status"
      render={(record: { status: keyof typeof STATUS_COLOR }) => (
        <Chip
          size="small"
          color={STATUS_COLOR[record.status] ?? 'default'}
          label={translate(`resources.coin-adjustments.status.${record.status}`)}
          data-testid="adjustment-status"
        />
      )}
    />
  );
}

export function DirectionField(_: { source?: string; label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source="direction"
      render={(record: { direction: string }) => translate(`resources.coin-adjustments.direction.${record.direction}`)}
    />
  );
}
