// Renders the toast queue (lib/toast): errors as alerts, the rest as polite status messages. The
// toaster is a manual popover, so it lives in the browser's top layer like a modal <dialog>: it is
// shown (again) after every new toast and every dialog that opens, which puts it above them.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dismissToast, onRaiseToasts, useToasts } from '@/lib/toast';
import './toaster.css';

function raise(element: HTMLElement | null, visible: boolean): void {
  if (!element || typeof element.showPopover !== 'function') return;
  const open = element.matches(':popover-open');
  if (open) element.hidePopover();
  if (visible) element.showPopover();
}

export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const visible = toasts.length > 0;

  useLayoutEffect(() => raise(ref.current, visible), [toasts, visible]);
  useEffect(() => onRaiseToasts(() => raise(ref.current, ref.current?.childElementCount !== 0)), []);

  return (
    <div ref={ref} className="toaster" aria-live="polite" popover="manual" data-testid="toaster">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.kind}`}
          role={item.kind === 'error' || item.kind === 'warning' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span className="toast__message">{item.message}</span>
          {item.action && (
            <Link className="button button--primary button--small toast__action" to={item.action.href}>
              {item.action.label}
            </Link>
          )}
          <button
            type="button"
            className="icon-button toast__close"
            aria-label={t('close')}
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
