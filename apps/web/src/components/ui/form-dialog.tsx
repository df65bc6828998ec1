import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import buttonStyles from './button.module.css';
import styles from './dialog.module.css';
import own from './form-dialog.module.css';

/**
 * A modal holding a small form (a flag, a first message): Radix's dialog traps focus, closes
 * on Escape and gives focus back to what opened it. The caller keeps it open or closed.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** A button that opens it, when the dialog brings its own (its text, name and look). */
  trigger?: {
    text: string;
    label?: string | undefined;
    variant?: 'primary' | 'secondary' | 'ghost';
  };
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && (
        <Dialog.Trigger
          className={`${buttonStyles.button} ${buttonStyles[trigger.variant ?? 'secondary']}`}
          aria-label={trigger.label}
        >
          {trigger.text}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${own.content}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description && (
            <Dialog.Description className={styles.message}>{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's cancel and send buttons, in the alert dialog's style. */
export function DialogActions({
  texts,
  submit,
  busy,
}: {
  /** 취소, and what the submit button says while the form is sent. */
  texts: { cancel: string; submitting: string };
  submit: string;
  busy: boolean;
}) {
  return (
    <div className={styles.actions}>
      <Dialog.Close className={styles.secondary}>{texts.cancel}</Dialog.Close>
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? texts.submitting : submit}
      </button>
    </div>
  );
}

export const formDialogStyles = own;

/** The dialog's own close button, for a form's 취소. */
export const DialogClose = Dialog.Close;
