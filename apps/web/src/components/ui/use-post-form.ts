import { useEffect, useRef, useState } from 'react';

/**
 * What the lost report's and the found/seen report's forms share (issue 37 item 3): their
 * values are strings ('' for none), a new 시/도 empties the 시/군/구, the optional pin is two
 * coordinates, and each field shows the first message the shared schema gives it.
 */
type PlaceValues = { region: string; district: string; lat: string; lng: string };

/** A post's optional words as the form holds them: '' for a field it left out. */
export function textsOf<K extends string>(
  post: { [P in K]?: string | null },
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, post[key] ?? ''])) as Record<K, string>;
}

/** The author's own pin as the form holds it: an approximate point (a 시/군/구's centre) is none. */
export function pinOf(point: { lat: number; lng: number; approximate: boolean } | null) {
  const pin = point && !point.approximate ? point : null;
  return { lat: pin ? String(pin.lat) : '', lng: pin ? String(pin.lng) : '' };
}

/** The first message of each field among a schema's issues, said by `say` (the message itself). */
export function firstMessages<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  say: (field: F, message: string) => string = (_field, message) => message,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F | undefined;
    if (field && !errors[field]) errors[field] = say(field, issue.message);
  }
  return errors;
}

/**
 * A post form's values and field errors; `F` names every field that can be marked. A refused
 * submit marks its fields (`mark`), and focus goes to the first marked one each time.
 */
export function usePostFormState<V extends PlaceValues, F extends string = keyof V & string>(
  initial: V,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [refusals]);
  const mark = (found: Partial<Record<F, string>>) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };
  const set = (field: keyof V & F, value: string) => {
    // A new 시/도 empties the 시/군/구, which belongs to the old one (spec §2).
    setValues((v) =>
      field === 'region' ? { ...v, region: value, district: '' } : { ...v, [field]: value },
    );
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** Places or clears the map pin (both coordinates at once). */
  const setPin = (pin: { lat: number; lng: number } | null) => {
    setValues((v) => ({
      ...v,
      lat: pin ? pin.lat.toFixed(6) : '',
      lng: pin ? pin.lng.toFixed(6) : '',
    }));
    setErrors((e) => ({ ...e, lat: undefined, lng: undefined }));
  };
  /** What a text field or a select of the form takes: its value, its error, its change. */
  const field = (name: keyof V & F) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  /** What a radio group of the form takes: its name, value, error and change. */
  const choice = (name: keyof V & F) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });
  return { values, errors, setErrors, set, setPin, field, choice, formRef, mark };
}
