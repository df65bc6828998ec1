import { DOG_SIZES, REPORT_GENDERS } from '@chajul/contracts';
import styles from './post-form.module.css';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type LookName = 'breed' | 'colour' | 'size' | 'gender' | 'collar';

/** What a text field or a select of a post form takes (`usePostFormState().field`). */
type FieldProps = {
  value: string;
  error?: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
};

export type DogLookTexts = {
  breed: string;
  breedPlaceholder: string;
  colour: string;
  colourPlaceholder: string;
  size: string;
  sex: string;
  /** The sex select's empty choice: 선택하세요 for an owner, 모름 for a finder. */
  sexPlaceholder: string;
  choose: string;
  collar: string;
  collarPlaceholder: string;
};

/**
 * The looks both post forms ask of a dog (issue 37 item 3): breed, colour, size, sex and
 * collar, in the lengths the shared columns take. `field` gives each its value and error.
 */
export function DogLookFields({
  field,
  texts,
}: {
  field: (name: LookName) => FieldProps;
  texts: DogLookTexts;
}) {
  return (
    <>
      <div className={styles.row}>
        <TextField
          label={texts.breed}
          placeholder={texts.breedPlaceholder}
          maxLength={50}
          {...field('breed')}
        />
        <TextField
          label={texts.colour}
          placeholder={texts.colourPlaceholder}
          maxLength={30}
          {...field('colour')}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label={texts.size}
          placeholder={texts.choose}
          options={DOG_SIZES}
          {...field('size')}
        />
        <SelectField
          label={texts.sex}
          placeholder={texts.sexPlaceholder}
          options={REPORT_GENDERS}
          {...field('gender')}
        />
      </div>
      <TextField
        label={texts.collar}
        placeholder={texts.collarPlaceholder}
        maxLength={50}
        {...field('collar')}
      />
    </>
  );
}
