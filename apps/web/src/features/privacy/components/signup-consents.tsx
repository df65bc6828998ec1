import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { koPrivacy as t } from '../../../locales/ko-privacy';
import styles from './policy.module.css';

/** The signup form's consent fields (issue 29). */
export type ConsentValues = {
  agreeTerms: boolean;
  agreePrivacy: boolean;
  agreeAge14: boolean;
  agreeEmailAlerts: boolean;
};
const FIELDS = ['agreeTerms', 'agreePrivacy', 'agreeAge14', 'agreeEmailAlerts'] as const;

type Props = {
  register: UseFormRegister<ConsentValues>;
  setValue: UseFormSetValue<ConsentValues>;
  values: ConsentValues;
  errors: FieldErrors<ConsentValues>;
};

/**
 * 필수 and 선택 boxes, each on its own as Korean services ask, with 전체 동의 ticking or
 * clearing them all. The policies open in a new tab so the form keeps what was typed.
 */
export function SignupConsents({ register, setValue, values, errors }: Props) {
  const all = FIELDS.every((field) => values[field]);
  const rows = [
    { field: 'agreeTerms', mark: t.required, label: t.consentTerms, view: paths.terms },
    { field: 'agreePrivacy', mark: t.required, label: t.consentPrivacy, view: paths.privacy },
    { field: 'agreeAge14', mark: t.required, label: t.consentAge14 },
    { field: 'agreeEmailAlerts', mark: t.optional, label: t.consentEmailAlerts },
  ] as const;
  return (
    <fieldset className={styles.consents}>
      <legend>{t.consentsLegend}</legend>
      <label className={`${styles.consent} ${styles.all}`}>
        <input
          type="checkbox"
          checked={all}
          aria-describedby="consent-all-hint"
          onChange={(event) => {
            for (const field of FIELDS) {
              setValue(field, event.target.checked, { shouldValidate: true });
            }
          }}
        />
        {t.consentAll}
      </label>
      <p id="consent-all-hint" hidden>
        {t.consentAllHint}
      </p>
      {rows.map((row) => {
        const error = errors[row.field]?.message;
        const errorId = `${row.field}-error`;
        return (
          <div key={row.field}>
            <div className={styles.consent}>
              <input
                id={row.field}
                type="checkbox"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                {...register(row.field)}
              />
              <label htmlFor={row.field}>
                {row.mark} {row.label}
              </label>
              {'view' in row && (
                <Link className={styles.view} to={row.view} target="_blank">
                  {row.view === paths.terms ? t.viewTerms : t.viewPrivacy}
                </Link>
              )}
            </div>
            {error && (
              <p id={errorId} className={styles.error} role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
