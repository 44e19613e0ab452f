import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import {
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD,
  ToastContext,
  type ToastInput,
  type ToastItem,
} from './toast-context';

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((input: ToastInput) => {
    const item: ToastItem = { id: nextId++, variant: 'default', duration: TOAST_DURATION, ...input };
    setToasts((all) => [...all, item].slice(-TOAST_LIMIT));
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ol className="toaster" aria-live="polite" aria-label="Notifications">
        {toasts.map((t) => (
          <Toast key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, onDismiss]);
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setOffset(e.clientX - start.current);
  };
  const onPointerUp = () => {
    if (Math.abs(offset) >= TOAST_SWIPE_THRESHOLD) onDismiss(toast.id);
    else setOffset(0);
    start.current = null;
  };
  return (
    // The role sits inside the item: an <li> given role="status" is no longer a list item of the <ol> (axe: list).
    <li
      className={`toast toast-${toast.variant}`}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div role={toast.variant === 'error' ? 'alert' : 'status'}>
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </li>
  );
}
