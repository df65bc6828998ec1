import { Button } from './button';
import styles from './post-form.module.css';

/** What a form with these actions is given: its submit's label, whether it is sending, and cancel. */
export type FormActionsProps = { submitLabel: string; busy: boolean; onCancel: () => void };

/** A form's last row: cancel, then submit, which says it is sending while busy. */
export function FormActions({
  texts,
  form,
}: {
  texts: { cancel: string; submitting: string };
  form: FormActionsProps;
}) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={form.onCancel}>
        {texts.cancel}
      </Button>
      <Button type="submit" disabled={form.busy}>
        {form.busy ? texts.submitting : form.submitLabel}
      </Button>
    </div>
  );
}
