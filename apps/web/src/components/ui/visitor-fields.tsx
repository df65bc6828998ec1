import { HONEYPOT_FIELD } from '@chajul/contracts';
import { useId } from 'react';
import styles from './post-form.module.css';
import { TextField } from './text-field';

/** The address a visitor's private link goes to (ADR 135, 243), with why it is needed. */
export function VisitorEmailField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      maxLength={254}
      hint={hint}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The honeypot no person sees or reaches (ADR 135): a robot that fills it is refused. */
export function Honeypot({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const trapId = useId();
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={trapId}>{label}</label>
      <input
        id={trapId}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
