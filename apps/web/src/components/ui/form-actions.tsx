import { Button } from './button';
import styles from './post-form.module.css';

/** A form's last row: cancel, then submit, which says it is sending while busy. */
export function FormActions({
  cancel,
  submitting,
  submitLabel,
  busy,
  onCancel,
}: {
  cancel: string;
  submitting: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? submitting : submitLabel}
      </Button>
    </div>
  );
}
