import type { SelectHTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';
import styles from './form.module.css';

type Option = string | { value: string; label: string };

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly Option[];
  /** The empty first choice, e.g. "전체" or "선택하세요". */
  placeholder?: string;
  error?: string | undefined;
  hideLabel?: boolean;
};

export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, options, placeholder, error, hideLabel, id, ...select },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={styles.field}>
      <label className={hideLabel ? 'visually-hidden' : styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-message` : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {error && (
        <p id={`${selectId}-message`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
