import type { NeighbourPlace, NeighbourSettings } from '@chajul/contracts';
import {
  DEFAULT_QUIET_HOURS,
  districtsOf,
  NEIGHBOUR_CHANNELS,
  NEIGHBOUR_EVENTS,
  NEIGHBOUR_PLACE_LIMIT,
  NEIGHBOUR_RADII,
  neighbourChannelLabel,
  neighbourEventLabel,
  neighbourMessages as m,
  neighbourRadiusLabel,
  pointOf,
  REGION_NAMES,
} from '@chajul/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { SelectField } from '../../../components/ui/select-field';
import { koNeighbours as k } from '../ko-neighbours';
import styles from './neighbours.module.css';

export const DEFAULT_SETTINGS: NeighbourSettings = {
  places: [],
  events: ['LOST'],
  channels: ['PUSH', 'EMAIL'],
  quietHours: { ...DEFAULT_QUIET_HOURS },
};

const hours = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${h}시` }));
const radii = NEIGHBOUR_RADII.map((r) => ({ value: String(r), label: neighbourRadiusLabel(r) }));

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
}

type Props = {
  initial?: NeighbourSettings | undefined;
  submitLabel: string;
  pending?: boolean;
  /** Fields before the button (a visitor's address and device). */
  children?: ReactNode;
  /**
   * Texts (ADR 250): 'ready' for a member with a verified number on a server that can text;
   * 'verify' when it can but they have none; otherwise 준비 중.
   */
  sms?: 'ready' | 'verify' | 'off';
  onSubmit(settings: NeighbourSettings): void;
};

/**
 * What a subscriber chooses (ADR 240): up to three places, each a 시/군/구 or where they are
 * now, with a radius; lost and/or found dogs; push and/or e-mail; quiet hours.
 */
export function NeighbourSettingsForm({
  initial,
  submitLabel,
  pending,
  children,
  onSubmit,
  sms = 'off',
}: Props) {
  const [settings, setSettings] = useState<NeighbourSettings>(initial ?? DEFAULT_SETTINGS);
  const [region, setRegion] = useState('');
  const [district, setDistrict] = useState('');
  const [radius, setRadius] = useState('1000');
  const [error, setError] = useState('');
  const set = (change: Partial<NeighbourSettings>) => setSettings((s) => ({ ...s, ...change }));
  const full = settings.places.length >= NEIGHBOUR_PLACE_LIMIT;

  const addPlace = (place: NeighbourPlace) => {
    set({ places: [...settings.places, place] });
    setError('');
  };
  const addDistrict = () => {
    const point = pointOf(region, district || undefined);
    if (!region || !point) return setError(k.pickPlace);
    addPlace({
      label: `${region} ${district}`.trim(),
      lat: point[0],
      lng: point[1],
      radiusM: Number(radius) as NeighbourPlace['radiusM'],
    });
  };
  const addHere = () =>
    navigator.geolocation?.getCurrentPosition(
      ({ coords }) =>
        addPlace({
          label: k.here,
          lat: coords.latitude,
          lng: coords.longitude,
          radiusM: Number(radius) as NeighbourPlace['radiusM'],
        }),
      () => setError(k.hereFailed),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!settings.places.length) return setError(m.placesInvalid);
    if (!settings.events.length) return setError(m.eventsInvalid);
    if (!settings.channels.length) return setError(m.channelsInvalid);
    setError('');
    onSubmit(settings);
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={formStyles.fieldset}>
        <legend>{k.placesLegend}</legend>
        {settings.places.length > 0 && (
          <ul className={styles.places} aria-label={k.placesList}>
            {settings.places.map((place, i) => (
              <li key={`${place.lat},${place.lng},${i}`}>
                <span>
                  {place.label ?? k.here} · {k.radius} {neighbourRadiusLabel(place.radiusM)}
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`${place.label ?? k.here} ${k.removePlace}`}
                  onClick={() => set({ places: settings.places.filter((_, j) => j !== i) })}
                >
                  {k.removePlace}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {!full && (
          <>
            <SelectField
              label={k.region}
              options={REGION_NAMES}
              placeholder={k.choose}
              value={region}
              onChange={(e) => {
                setRegion(e.target.value);
                setDistrict('');
              }}
            />
            <SelectField
              label={k.district}
              options={region ? districtsOf(region) : []}
              placeholder={k.choose}
              value={district}
              onChange={(e) => setDistrict(e.target.value)}
            />
            <SelectField
              label={k.radius}
              options={radii}
              value={radius}
              onChange={(e) => setRadius(e.target.value)}
            />
            <div className={styles.row}>
              <Button type="button" variant="secondary" onClick={addDistrict}>
                {k.addPlace}
              </Button>
              <Button type="button" variant="secondary" onClick={addHere}>
                {k.addHere}
              </Button>
            </div>
          </>
        )}
      </fieldset>

      <fieldset className={formStyles.fieldset}>
        <legend>{k.eventsLegend}</legend>
        {NEIGHBOUR_EVENTS.map((event) => (
          <label key={event} className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={settings.events.includes(event)}
              onChange={(e) => set({ events: toggle(settings.events, event, e.target.checked) })}
            />
            {k.eventLabel[event] ?? neighbourEventLabel[event]}
          </label>
        ))}
      </fieldset>

      <fieldset className={formStyles.fieldset}>
        <legend>{k.channelsLegend}</legend>
        {NEIGHBOUR_CHANNELS.map((channel) =>
          channel === 'SMS' && sms !== 'ready' ? (
            <label key={channel} className={formStyles.checkbox}>
              <input type="checkbox" disabled />
              {k.sms}{' '}
              <span className={formStyles.hint}>
                {sms === 'verify' ? m.smsMembers : m.smsLater}
              </span>
            </label>
          ) : (
            <label key={channel} className={formStyles.checkbox}>
              <input
                type="checkbox"
                checked={settings.channels.includes(channel)}
                onChange={(e) =>
                  set({ channels: toggle(settings.channels, channel, e.target.checked) })
                }
              />
              {neighbourChannelLabel[channel]}
            </label>
          ),
        )}
      </fieldset>

      <fieldset className={formStyles.fieldset}>
        <legend>{k.quietLegend}</legend>
        <label className={formStyles.checkbox}>
          <input
            type="checkbox"
            checked={settings.quietHours !== null}
            onChange={(e) =>
              set({ quietHours: e.target.checked ? { ...DEFAULT_QUIET_HOURS } : null })
            }
          />
          {k.quietOn}
        </label>
        {settings.quietHours && (
          <div className={styles.row}>
            <SelectField
              label={k.quietStart}
              options={hours}
              value={String(settings.quietHours.start)}
              onChange={(e) =>
                set({ quietHours: { ...settings.quietHours!, start: Number(e.target.value) } })
              }
            />
            <SelectField
              label={k.quietEnd}
              options={hours}
              value={String(settings.quietHours.end)}
              onChange={(e) =>
                set({ quietHours: { ...settings.quietHours!, end: Number(e.target.value) } })
              }
            />
          </div>
        )}
        <p className={formStyles.hint}>{k.quietHint}</p>
      </fieldset>

      {children}
      {error && (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
