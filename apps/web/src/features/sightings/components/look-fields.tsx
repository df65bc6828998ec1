import { DOG_SIZES, REPORT_GENDERS } from '@chajul/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { koSightings } from '../../../locales/ko-sightings';
import postForm from '../../../components/ui/post-form.module.css';
import styles from './sighting-form.module.css';
import type { SightingFormState } from './use-sighting-form';

const NOTE_ROWS = 5;

/** What the dog looked like, and the kind's own question: where it is now, or where it went. */
export function LookFields({ form }: { form: SightingFormState }) {
  const { values, field } = form;
  return (
    <fieldset className={styles.section}>
      <legend>{koSightings.dogSection}</legend>
      <div className={postForm.row}>
        <TextField
          label={koSightings.breed}
          placeholder={koSightings.breedPlaceholder}
          maxLength={50}
          {...field('breed')}
        />
        <TextField
          label={koSightings.colour}
          placeholder={koSightings.colourPlaceholder}
          maxLength={30}
          {...field('colour')}
        />
      </div>
      <div className={postForm.row}>
        <SelectField
          label={koSightings.size}
          placeholder={koSightings.choose}
          options={DOG_SIZES}
          {...field('size')}
        />
        <SelectField
          label={koSightings.sex}
          placeholder={koSightings.sexUnknown}
          options={REPORT_GENDERS}
          {...field('gender')}
        />
      </div>
      <TextField
        label={koSightings.collar}
        placeholder={koSightings.collarPlaceholder}
        maxLength={50}
        {...field('collar')}
      />
      {values.kind === 'FOUND' && (
        <TextField
          label={koSightings.heldAt}
          placeholder={koSightings.heldAtPlaceholder}
          maxLength={100}
          {...field('heldAt')}
        />
      )}
      {values.kind === 'SEEN' && (
        <TextField
          label={koSightings.direction}
          placeholder={koSightings.directionPlaceholder}
          maxLength={50}
          {...field('direction')}
        />
      )}
      <TextAreaField
        label={koSightings.note}
        placeholder={koSightings.notePlaceholder}
        rows={NOTE_ROWS}
        maxLength={2000}
        {...field('note')}
      />
    </fieldset>
  );
}
