import type { TextareaHTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';
import styles from './form.module.css';

/** Spec §9: text areas are 12 rows. */
export const TEXTAREA_ROWS = 12;

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
};

export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, id, rows = TEXTAREA_ROWS, ...textarea },
  ref,
) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        rows={rows}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-message` : undefined}
        {...textarea}
      />
      {error && (
        <p id={`${areaId}-message`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
