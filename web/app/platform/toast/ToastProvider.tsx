// One toast component for the whole shop (docs/product.md#notifications, docs/product.md#notification-defaults): top right,
// 300 px wide, 3 s on screen, closes on click, no limit on how many show at once. Success
// messages of docs/product.md#success-messages ("Booking Confirmed", "added to wish list", …) and errors that belong to
// no field go here; field errors stay next to their field.
//
//   const toast = useToast();
//   toast.show({ type: 'success', text: t('lists.addedToWishList') });
//
// Screen readers hear each toast: success/default/warn in a polite live region, errors in
// an assertive one. The regions are rendered on the server too (empty), so assistive
// technology knows them before the first toast.
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequiredContext } from '../required-context';
import { makeToast, type Toast, type ToastInput, TOAST_SPEED_MS, TOAST_WIDTH_PX } from './toast-defaults';
import './toast.css';

interface ToastApi {
  show(input: ToastInput): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  return useRequiredContext(ToastContext, 'useToast outside ToastProvider');
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Array<Toast & { leaving?: boolean }>>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    // Slide out for TOAST_SPEED_MS, then remove.
    setToasts((all) => all.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setToasts((all) => all.filter((toast) => toast.id !== id));
      }, TOAST_SPEED_MS),
    );
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const toast = makeToast(input);
      setToasts((all) => [...all, toast]);
      if (toast.duration > 0)
        timers.current.set(
          toast.id,
          setTimeout(() => dismiss(toast.id), toast.duration),
        );
      return toast.id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function Toaster({ toasts, onDismiss }: { toasts: Array<Toast & { leaving?: boolean }>; onDismiss(id: number): void }) {
  const { t } = useTranslation();
  const item = (toast: Toast & { leaving?: boolean }) => (
    <li key={toast.id} className={`toast toast--${toast.type}${toast.leaving ? ' toast--leaving' : ''}`} data-testid="toast" data-type={toast.type}>
      <button
        type="button"
        className="toast__body"
        onClick={() => onDismiss(toast.id)}
        aria-label={`${toast.title ? `${toast.title}: ` : ''}${toast.text}. ${t('toast.close')}`}
      >
        {toast.title && <strong className="toast__title">{toast.title}</strong>}
        <span className="toast__text">{toast.text}</span>
      </button>
    </li>
  );
  const style = { '--toast-width': `${TOAST_WIDTH_PX}px`, '--toast-speed': `${TOAST_SPEED_MS}ms` } as React.CSSProperties;
  return (
    <div className="toasts" style={style}>
      {/* Live regions around the lists: an <ol> given a role is no list any more (axe). */}
      <div role="status" aria-live="polite" aria-label={t('toast.region')}>
        <ol className="toasts__list">{toasts.filter((toast) => toast.type !== 'error').map(item)}</ol>
      </div>
      <div role="alert" aria-live="assertive" aria-label={t('toast.errorRegion')}>
        <ol className="toasts__list">{toasts.filter((toast) => toast.type === 'error').map(item)}</ol>
      </div>
    </div>
  );
}
