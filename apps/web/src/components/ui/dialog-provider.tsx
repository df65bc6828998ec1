import type { ReactNode } from 'react';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ko } from '../../locales/ko';
import { DialogView } from './lazy-parts';
import styles from './toast.module.css';

export type DialogKind = 'alert' | 'confirm';
type Request = { kind: DialogKind; message: string; resolve: (ok: boolean) => void };

export type Dialogs = {
  /** Shows a message with one button; resolves when it is closed. */
  alert(message: string): Promise<void>;
  /** Asks a yes/no question; resolves to true for 확인. */
  confirm(message: string): Promise<boolean>;
  /**
   * A simple confirmation (저장했습니다, 복사했습니다): a toast that a screen reader reads out
   * (role=status) and that goes by itself, where a modal 「알림」 would stop the person.
   */
  notify(message: string): void;
};

/** How long a toast stays: long enough to read two lines (WCAG 2.2.1 lets it be closed too). */
export const TOAST_MS = 6000;
type Toast = { id: number; message: string };

const DialogContext = createContext<Dialogs | null>(null);

/** In-app replacements for window.alert/confirm: accessible, styled and testable. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const current = queue[0];

  const open = useCallback(
    (kind: Request['kind'], message: string) =>
      new Promise<boolean>((resolve) => setQueue((q) => [...q, { kind, message, resolve }])),
    [],
  );
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextToast = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((t) => t.filter((x) => x.id !== id)), []);
  const notify = useCallback((message: string) => {
    const id = (nextToast.current += 1);
    setToasts((t) => [...t, { id, message }]);
  }, []);
  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: async (message) => void (await open('alert', message)),
      confirm: (message) => open('confirm', message),
      notify,
    }),
    [open, notify],
  );
  const close = (ok: boolean) => {
    current?.resolve(ok);
    setQueue((q) => q.slice(1));
  };

  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <DialogView kind={current.kind} message={current.message} onClose={close} />
        </Suspense>
      )}
      {/*
        Always in the page, so that assistive technology hears what is added to it; each toast
        is a status of its own, so the page's other statuses stay the only ones until then.
      */}
      <div className={styles.region} aria-live="polite">
        {toasts.map((toast) => (
          <ToastLine key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </DialogContext.Provider>
  );
}

function ToastLine({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <p className={styles.toast} role="status">
      <span className={styles.message}>{toast.message}</span>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)}>
        {ko.dialog.ok}
      </button>
    </p>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs must be used inside DialogProvider');
  return dialogs;
}
