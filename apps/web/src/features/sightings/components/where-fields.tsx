import { EARLIEST_LOST_DATE, SIGHTING_KINDS, toKoreanTimeInput } from '@chajul/contracts';
import sightingMarker from '../../../components/map/markers/sighting-marker.svg';
import { RadioGroup } from '../../../components/ui/radio-group';
import { PlaceFields } from '../../../components/ui/place-fields';
import { TextField } from '../../../components/ui/text-field';
import { koSightings } from '../../../locales/ko-sightings';
import styles from './sighting-form.module.css';
import type { SightingFormState } from './use-sighting-form';

const kindOptions = SIGHTING_KINDS.map((kind) =>
  kind === 'FOUND'
    ? { value: kind, label: koSightings.kindFound, hint: koSightings.kindFoundHint }
    : { value: kind, label: koSightings.kindSeen, hint: koSightings.kindSeenHint },
);

/** The kind, then when and where: the fields every sighting needs. */
export function WhereFields({ form }: { form: SightingFormState }) {
  const { field, choice } = form;
  return (
    <>
      <RadioGroup
        legend={koSightings.kind}
        options={kindOptions}
        required
        row
        {...choice('kind')}
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
          form={form}
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
