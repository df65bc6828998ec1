import { useId } from 'react';
import formStyles from './form.module.css';
import styles from './radio-group.module.css';

export type RadioOption = { value: string; label: string; hint?: string };

/**
 * A labelled set of radio buttons (a fieldset and its legend); its error is announced and tied
 * to every option with aria-describedby, as the text fields do.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  required,
  row,
}: {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** Side by side on wide screens. */
  row?: boolean;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={`${styles.options} ${row ? styles.row : ''}`}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {option.hint && <span className={styles.hint}>{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={messageId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
