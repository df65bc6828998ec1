import type { ReactNode } from 'react';
import { createContext, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { DialogView } from './lazy-parts';

export type DialogKind = 'alert' | 'confirm';
type Request = { kind: DialogKind; message: string; resolve: (ok: boolean) => void };

export type Dialogs = {
  /** Shows a message with one button; resolves when it is closed. */
  alert(message: string): Promise<void>;
  /** Asks a yes/no question; resolves to true for 확인. */
  confirm(message: string): Promise<boolean>;
};

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
  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: async (message) => void (await open('alert', message)),
      confirm: (message) => open('confirm', message),
    }),
    [open],
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
    </DialogContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs must be used inside DialogProvider');
  return dialogs;
}
