import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import buttonStyles from './button.module.css';
import styles from './dialog.module.css';

type Props = {
  /** The trigger button's text, and its accessible name unless `triggerLabel` says more. */
  trigger: string;
  triggerLabel?: string | undefined;
  triggerVariant?: 'primary' | 'secondary' | 'ghost' | undefined;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form (or the result) shown under the title. */
  children: ReactNode;
};

/**
 * A button that opens a small modal with a form (a flag, a first message): Radix's dialog
 * keeps focus inside, closes on Escape and gives focus back to the button.
 */
export function FormDialog(props: Props) {
  const variant = props.triggerVariant ?? 'secondary';
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Trigger
        className={`${buttonStyles.button} ${buttonStyles[variant]}`}
        aria-label={props.triggerLabel}
      >
        {props.trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.content} ${styles.form}`}>
          <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
          <Dialog.Description className={styles.message}>{props.description}</Dialog.Description>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's own close button, for a form's 취소. */
export const DialogClose = Dialog.Close;
