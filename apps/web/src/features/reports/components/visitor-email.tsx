import { Honeypot, VisitorEmailField } from '../../../components/ui/visitor-fields';
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
  return (
    <fieldset className={styles.section}>
      <legend>{koReports.visitorSection}</legend>
      <VisitorEmailField
        label={koReports.visitorEmail}
        hint={koReports.visitorEmailHint}
        value={values.email}
        error={error}
        onChange={(email) => set({ ...values, email })}
      />
      <Honeypot
        label={koReports.visitorHomepage}
        value={values.homepage}
        onChange={(homepage) => set({ ...values, homepage })}
      />
    </fieldset>
  );
}
