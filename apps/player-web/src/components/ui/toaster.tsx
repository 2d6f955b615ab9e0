// Renders the toast queue (lib/toast): errors as alerts, the rest as polite status messages. The
// toaster is a manual popover, so it lives in the browser's top layer like a modal <dialog>, and it
// is rendered inside the topmost open dialog (outside it everything is inert): shown again after
// every change, it sits above the dialog, readable and clickable.
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dismissToast, useToastHost, useToasts } from '@/lib/toast';
import './toaster.css';

export function Toaster() {
  const toasts = useToasts();
  const host = useToastHost();
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const visible = toasts.length > 0;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof element.showPopover !== 'function') return;
    // Hide and show again: the last element shown into the top layer is drawn on top.
    if (element.matches(':popover-open')) element.hidePopover();
    if (visible) element.showPopover();
  }, [toasts, visible, host]);

  return createPortal(
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
            aria-label={t('dismiss')}
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>,
    host ?? document.body,
    host ? 'dialog' : 'page',
  );
}
