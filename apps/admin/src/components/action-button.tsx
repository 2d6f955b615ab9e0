// A record action of the admin API (freeze, approve, reject, retry, enable, ...): a button that asks
// for the reason in a dialog (required where the API requires one; else optional, kept in the audit
// log), calls the dataProvider method, then shows the server's answer and refreshes the page.
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';

export interface ActionButtonProps {
  /** Translation key of the button and the dialog's title. */
  label: string;
  icon?: ReactElement;
  /** Translation key of what the dialog explains. */
  description?: string;
  reason: 'required' | 'optional';
  /** Translation key of the success notification. */
  success: string;
  color?: 'primary' | 'secondary' | 'error' | 'warning' | 'success' | 'inherit';
  disabled?: boolean;
  onConfirm(reason: string): Promise<unknown>;
}

export function ActionButton({
  label,
  icon,
  description,
  reason: reasonRule,
  success,
  color = 'primary',
  disabled,
  onConfirm,
}: ActionButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const missing = reasonRule === 'required' && reason.trim() === '';

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm(reason.trim());
      notify(success, { type: 'success' });
      setOpen(false);
      setReason('');
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button label={label} color={color} disabled={disabled} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Dialog open={open} onClose={() => !pending && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={label}>
        <DialogTitle id={label}>{translate(label)}</DialogTitle>
        <DialogContent>
          {description && <p>{translate(description)}</p>}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            name="reason"
            label={translate(reasonRule === 'required' ? 'app.field.reason' : 'app.field.reason_optional')}
            value={reason}
            required={reasonRule === 'required'}
            onChange={(event) => setReason(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)} disabled={pending}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton onClick={confirm} disabled={pending || missing} variant="contained" color={color}>
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
