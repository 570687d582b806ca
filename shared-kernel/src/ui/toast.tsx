import { createStore, useStore } from 'zustand';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';

/** Toast durations: short, long, and a notice that closes by itself. */
export const TOAST_SHORT_MS = 3000;
export const TOAST_LONG_MS = 8000;
export const NOTICE_MS = 1500;

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** ms until it closes by itself; 0 keeps it until dismissed (loading notices). */
  duration: number;
}

interface ToastState {
  toasts: Toast[];
  show(toast: Omit<Toast, 'id'>): number;
  dismiss(id: number): void;
}

let nextId = 1;
export const toastStore = createStore<ToastState>()((set) => ({
  toasts: [],
  show(toast) {
    const id = nextId++;
    // One message at a time, like the platform's notices: a new one replaces what is showing.
    set({ toasts: [{ ...toast, id }] });
    return id;
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

export const toast = {
  info: (text: string, duration = TOAST_SHORT_MS) => toastStore.getState().show({ kind: 'info', text, duration }),
  success: (text: string, duration = NOTICE_MS) => toastStore.getState().show({ kind: 'success', text, duration }),
  error: (text: string, duration = TOAST_SHORT_MS) => toastStore.getState().show({ kind: 'error', text, duration }),
  /** Loading notice: stays until `dismiss` or until `maxMs` (ceilings such as 9999 s or 10 s). */
  loading: (text: string, maxMs = 0) => toastStore.getState().show({ kind: 'loading', text, duration: maxMs }),
  dismiss: (id: number) => toastStore.getState().dismiss(id),
};

function ToastItem({ item }: { item: Toast }) {
  useEffect(() => {
    if (!item.duration) return;
    const timer = setTimeout(() => toastStore.getState().dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item]);
  return (
    <div className={`mc-toast mc-toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
      {item.kind === 'loading' ? <span className="mc-spinner" aria-hidden /> : null}
      <span>{item.text}</span>
    </div>
  );
}

/**
 * A child of <body> beside the app, not inside it: an open dialog hides the app from screen readers
 * (aria-hidden), which would silence what its own actions report here; the dialog leaves live regions be.
 */
export function ToastHost() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  return createPortal(
    <div className="mc-toasts" aria-live="polite">
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>,
    document.body,
  );
}
