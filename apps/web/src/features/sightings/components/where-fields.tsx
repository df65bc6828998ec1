import { EARLIEST_LOST_DATE, SIGHTING_KINDS, toKoreanTimeInput } from '@chajul/contracts';
import sightingMarker from '../../../components/map/markers/sighting-marker.svg';
import { RadioGroup } from '../../../components/ui/radio-group';
import { PlaceFields } from '../../../components/ui/place-fields';
import { TextField } from '../../../components/ui/text-field';
import { koSightings } from '../../../locales/ko-sightings';
import styles from './sighting-form.module.css';
import type { FieldErrors, FieldName, SightingFormValues } from './use-sighting-form';

const kindOptions = SIGHTING_KINDS.map((kind) =>
  kind === 'FOUND'
    ? { value: kind, label: koSightings.kindFound, hint: koSightings.kindFoundHint }
    : { value: kind, label: koSightings.kindSeen, hint: koSightings.kindSeenHint },
);

/** The kind, then when and where: the fields every sighting needs. */
export function WhereFields({
  values,
  errors,
  set,
}: {
  values: SightingFormValues;
  errors: FieldErrors;
  set: (field: FieldName, value: string) => void;
}) {
  const field = (name: keyof SightingFormValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  return (
    <>
      <RadioGroup
        legend={koSightings.kind}
        name="kind"
        options={kindOptions}
        value={values.kind}
        error={errors.kind}
        required
        row
        onChange={(value) => set('kind', value)}
      />
      <fieldset className={styles.section}>
        <legend>{koSightings.whereSection}</legend>
        <TextField
          label={koSightings.seenAt}
          type="datetime-local"
          required
          min={`${EARLIEST_LOST_DATE}T00:00`}
          // Not later than now in Korea (the schema allows a phone's clock a little slack).
          max={toKoreanTimeInput(new Date().toISOString())}
          hint={koSightings.seenAtHint}
          {...field('seenAt')}
        />
        <PlaceFields
          values={values}
          errors={errors}
          set={set}
          onPin={(pin) => {
            set('lat', pin ? pin.lat.toFixed(6) : '');
            set('lng', pin ? pin.lng.toFixed(6) : '');
          }}
          pinId="sighting-pin"
          markerUrl={sightingMarker}
          texts={koSightings}
        >
          <TextField
            label={koSightings.place}
            placeholder={koSightings.placePlaceholder}
            required
            maxLength={100}
            {...field('place')}
          />
        </PlaceFields>
      </fieldset>
    </>
  );
}
