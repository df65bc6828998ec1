import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { ko } from '../../locales/ko';
import styles from './dialog.module.css';

type Request = { kind: 'alert' | 'confirm'; message: string; resolve: (ok: boolean) => void };

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
      <AlertDialog.Root
        open={current !== undefined}
        onOpenChange={(isOpen) => !isOpen && close(false)}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.content}>
            <AlertDialog.Title className={styles.title}>
              {current?.kind === 'confirm' ? ko.dialog.confirm : ko.dialog.notice}
            </AlertDialog.Title>
            <AlertDialog.Description className={styles.message}>
              {current?.message}
            </AlertDialog.Description>
            <div className={styles.actions}>
              {current?.kind === 'confirm' && (
                <AlertDialog.Cancel className={styles.secondary} onClick={() => close(false)}>
                  {ko.dialog.cancel}
                </AlertDialog.Cancel>
              )}
              <AlertDialog.Action className={styles.primary} onClick={() => close(true)}>
                {ko.dialog.ok}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </DialogContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs must be used inside DialogProvider');
  return dialogs;
}
