import { HONEYPOT_FIELD } from '@chajul/contracts';
import { useId } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { koReports } from '../../../locales/ko-reports';
import styles from './report-form.module.css';

export type VisitorEmailValues = { email: string; homepage: string };

/**
 * What a visitor adds to a lost report (ADR 243): the address the link goes to, with why, and
 * the honeypot no person sees.
 */
export function VisitorEmail({
  values,
  error,
  set,
}: {
  values: VisitorEmailValues;
  error: string | undefined;
  set: (values: VisitorEmailValues) => void;
}) {
  const trapId = useId();
  return (
    <fieldset className={styles.section}>
      <legend>{koReports.visitorSection}</legend>
      <TextField
        label={koReports.visitorEmail}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
        hint={koReports.visitorEmailHint}
        value={values.email}
        error={error}
        onChange={(e) => set({ ...values, email: e.target.value })}
      />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={trapId}>{koReports.visitorHomepage}</label>
        <input
          id={trapId}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.homepage}
          onChange={(e) => set({ ...values, homepage: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
