import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { ko } from '../../locales/ko';
import type { DialogKind } from './dialog-provider';
import styles from './dialog.module.css';

/** The alert or confirm box DialogProvider shows, loaded on first use. */
export default function DialogView({
  kind,
  message,
  onClose,
}: {
  kind: DialogKind;
  message: string;
  onClose: (ok: boolean) => void;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => !isOpen && onClose(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>
            {kind === 'confirm' ? ko.dialog.confirm : ko.dialog.notice}
          </AlertDialog.Title>
          <AlertDialog.Description className={styles.message}>{message}</AlertDialog.Description>
          <div className={styles.actions}>
            {kind === 'confirm' && (
              <AlertDialog.Cancel className={styles.secondary} onClick={() => onClose(false)}>
                {ko.dialog.cancel}
              </AlertDialog.Cancel>
            )}
            <AlertDialog.Action className={styles.primary} onClick={() => onClose(true)}>
              {ko.dialog.ok}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
