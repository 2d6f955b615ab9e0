// Asks before an action that cannot be undone (recycling, extracting): what it does, then Cancel
// or the action's own verb.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={title} onClose={onCancel} size="small" className="confirm-dialog">
      <div className="confirm-dialog__body">{children}</div>
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
