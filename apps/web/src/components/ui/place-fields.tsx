import { REGION_NAMES, districtsOf, pointOf } from '@chajul/contracts';
import type { ReactNode } from 'react';
import type { PinTexts } from '../map/pin-field';
import { PinField } from '../map/pin-field';
import styles from './post-form.module.css';
import { SelectField } from './select-field';

type PlaceName = 'region' | 'district';

/**
 * Where a dog was lost or seen: the 시/도 and its 시/군/구, the place in words (`children`), and
 * the optional map pin, which starts at the chosen 시/군/구.
 */
export function PlaceFields({
  form: { values, errors, set, setPin },
  pinId,
  markerUrl,
  texts,
  children,
}: {
  /** The form's state (`usePostFormState`). */
  form: {
    values: { region: string; district: string; lat: string; lng: string };
    errors: Partial<Record<PlaceName | 'lat' | 'lng', string>>;
    set: (field: PlaceName, value: string) => void;
    setPin: (pin: { lat: number; lng: number } | null) => void;
  };
  pinId: string;
  markerUrl: string;
  texts: {
    region: string;
    district: string;
    choose: string;
    pin: PinTexts;
    mapTilesFailed: string;
  };
  children: ReactNode;
}) {
  const districts = districtsOf(values.region);
  const select = (name: PlaceName) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  return (
    <>
      <div className={styles.row}>
        <SelectField
          label={texts.region}
          placeholder={texts.choose}
          options={REGION_NAMES}
          required
          {...select('region')}
        />
        <SelectField
          label={texts.district}
          placeholder={texts.choose}
          options={districts}
          disabled={districts.length === 0}
          required={districts.length > 0}
          {...select('district')}
        />
      </div>
      {children}
      <PinField
        id={pinId}
        lat={values.lat}
        lng={values.lng}
        around={values.region ? (pointOf(values.region, values.district) ?? null) : null}
        markerUrl={markerUrl}
        texts={texts.pin}
        tilesFailed={texts.mapTilesFailed}
        error={errors.lat ?? errors.lng}
        onChange={setPin}
      />
    </>
  );
}
