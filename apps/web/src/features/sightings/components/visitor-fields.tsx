import { HONEYPOT_FIELD } from '@chajul/contracts';
import { useId } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { koSightings } from '../../../locales/ko-sightings';
import styles from './sighting-form.module.css';
import type { FieldErrors, FieldName, VisitorValues } from './use-sighting-form';

/**
 * What a visitor adds (ADR 135): the address the confirmation link goes to, with why it is
 * needed, an optional name, and the honeypot no person sees.
 */
export function VisitorFields({
  values,
  errors,
  set,
}: {
  values: VisitorValues;
  errors: FieldErrors;
  set: (field: FieldName, value: string) => void;
}) {
  const trapId = useId();
  return (
    <fieldset className={`${styles.section} ${styles.visitor}`}>
      <legend>{koSightings.visitorSection}</legend>
      <TextField
        label={koSightings.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
        hint={koSightings.emailHint}
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label={koSightings.name}
        autoComplete="nickname"
        maxLength={20}
        hint={koSightings.nameHint}
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={trapId}>{koSightings.homepage}</label>
        <input
          id={trapId}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.homepage}
          onChange={(e) => set('homepage', e.target.value)}
        />
      </div>
    </fieldset>
  );
}
