// A modal dialog on the native <dialog> element: focus trap, Escape to close and the dialog role
// come from the browser. While open, it hosts the toasts (shown above it).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addToastHost, removeToastHost } from '@/lib/toast';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Wider layout (result dialogs, crop). */
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

export function Dialog({ open, title, onClose, children, size = 'medium', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Toasts move into the dialog (outside it, everything is inert) and show above it.
      addToastHost(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
      removeToastHost(dialog);
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) removeToastHost(dialog);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__content">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="icon-button dialog__close" aria-label={t('close')} onClick={onClose}>
              ×
            </button>
          </header>
          <div className="dialog__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
