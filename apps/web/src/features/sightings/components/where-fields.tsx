import {
  EARLIEST_LOST_DATE,
  REGION_NAMES,
  SIGHTING_KINDS,
  districtsOf,
  pointOf,
  toKoreanTimeInput,
} from '@chajul/contracts';
import { PinField } from '../../../components/map/pin-field';
import sightingMarker from '../../../components/map/markers/sighting-marker.svg';
import { RadioGroup } from '../../../components/ui/radio-group';
import { SelectField } from '../../../components/ui/select-field';
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
  const districts = districtsOf(values.region);
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
        <div className={styles.row}>
          <SelectField
            label={koSightings.region}
            placeholder={koSightings.choose}
            options={REGION_NAMES}
            required
            {...field('region')}
          />
          <SelectField
            label={koSightings.district}
            placeholder={koSightings.choose}
            options={districts}
            disabled={districts.length === 0}
            required={districts.length > 0}
            {...field('district')}
          />
        </div>
        <TextField
          label={koSightings.place}
          placeholder={koSightings.placePlaceholder}
          required
          maxLength={100}
          {...field('place')}
        />
        <PinField
          id="sighting-pin"
          lat={values.lat}
          lng={values.lng}
          around={values.region ? (pointOf(values.region, values.district) ?? null) : null}
          markerUrl={sightingMarker}
          texts={koSightings.pin}
          tilesFailed={koSightings.mapTilesFailed}
          error={errors.lat ?? errors.lng}
          onChange={(pin) => {
            set('lat', pin ? pin.lat.toFixed(6) : '');
            set('lng', pin ? pin.lng.toFixed(6) : '');
          }}
        />
      </fieldset>
    </>
  );
}
