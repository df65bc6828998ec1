import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { ko } from '../../locales/ko';
import buttonStyles from './button.module.css';
import styles from './filter-sheet.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many filters are on: the button says so. */
  count: number;
  /** Runs when 결과 보기 closes the sheet (e.g. applying a typed keyword). */
  onDone?: () => void;
  children: ReactNode;
};

/**
 * A phone's filters in a bottom sheet (ADR 232): the 「필터」 button opens a modal dialog
 * (Radix: focus trapped, Escape closes, focus back on the button), so the results come first.
 */
export function FilterSheet({ open, onOpenChange, count, onDone, children }: Props) {
  const t = ko.filterSheet;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Its name is what it shows, the count included: "필터 2개 적용됨". */}
      <Dialog.Trigger
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.trigger}`}
      >
        {t.open}
        {count > 0 && (
          <>
            {' '}
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden">{t.applied(count)}</span>
          </>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t.close}>
              ×
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          <div className={styles.foot}>
            <Dialog.Close
              className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.done}`}
              onClick={onDone}
            >
              {t.done}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
