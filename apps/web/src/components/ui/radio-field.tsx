import { useId } from 'react';
import styles from './form.module.css';

type Props<V extends string> = {
  /** The question, as the fieldset's legend: the group's accessible name. */
  legend: string;
  name: string;
  options: readonly V[];
  labels: Record<V, string>;
  /** The chosen option, '' for none yet. */
  value: string;
  onChange: (value: V) => void;
  hint?: string | undefined;
  error?: string | undefined;
};

/** One choice among a few, each with its own label, under a legend (a radio group). */
export function RadioField<V extends string>(props: Props<V>) {
  const id = useId();
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.fieldset} aria-describedby={described || undefined}>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option} className={styles.checkbox}>
          <input
            type="radio"
            name={props.name}
            value={option}
            checked={props.value === option}
            onChange={() => props.onChange(option)}
          />
          {props.labels[option]}
        </label>
      ))}
      {props.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
