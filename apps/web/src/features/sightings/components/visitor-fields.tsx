import { TextField } from '../../../components/ui/text-field';
import { Honeypot, VisitorEmailField } from '../../../components/ui/visitor-fields';
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
  return (
    <fieldset className={`${styles.section} ${styles.visitor}`}>
      <legend>{koSightings.visitorSection}</legend>
      <VisitorEmailField
        label={koSightings.email}
        hint={koSightings.emailHint}
        value={values.email}
        error={errors.email}
        onChange={(email) => set('email', email)}
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
      <Honeypot
        label={koSightings.homepage}
        value={values.homepage}
        onChange={(homepage) => set('homepage', homepage)}
      />
    </fieldset>
  );
}
