import { DogLookFields } from '../../../components/ui/dog-look-fields';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { koSightings } from '../../../locales/ko-sightings';
import styles from './sighting-form.module.css';
import type { SightingFormState } from './use-sighting-form';

const NOTE_ROWS = 5;

/** The kind's own question: where a found dog is now, or which way a seen one went. */
const kindQuestions = {
  FOUND: {
    name: 'heldAt',
    texts: {
      label: koSightings.heldAt,
      placeholder: koSightings.heldAtPlaceholder,
      maxLength: 100,
    },
  },
  SEEN: {
    name: 'direction',
    texts: {
      label: koSightings.direction,
      placeholder: koSightings.directionPlaceholder,
      maxLength: 50,
    },
  },
} as const;

/** What the dog looked like, and the kind's own question: where it is now, or where it went. */
export function LookFields({ form }: { form: SightingFormState }) {
  const { values, field } = form;
  const question =
    values.kind === 'FOUND' || values.kind === 'SEEN' ? kindQuestions[values.kind] : undefined;
  return (
    <fieldset className={styles.section}>
      <legend>{koSightings.dogSection}</legend>
      <DogLookFields
        field={field}
        texts={{ ...koSightings, sexPlaceholder: koSightings.sexUnknown }}
      />
      {question && <TextField key={question.name} {...question.texts} {...field(question.name)} />}
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
