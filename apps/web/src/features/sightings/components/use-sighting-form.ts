import type { Sighting } from '@chajul/contracts';
import { sightingFieldsSchema, sightingVisitorSchema, toKoreanTimeInput } from '@chajul/contracts';
import { useState } from 'react';

export type SightingFormValues = {
  kind: string;
  seenAt: string;
  region: string;
  district: string;
  place: string;
  /** The optional pin, as the form sends it ('' for none). */
  lat: string;
  lng: string;
  breed: string;
  colour: string;
  size: string;
  gender: string;
  collar: string;
  note: string;
  heldAt: string;
  direction: string;
};
/** What a visitor adds: the address the confirmation goes to, a name, and the honeypot. */
export type VisitorValues = { email: string; name: string; homepage: string };
export type FieldName = keyof SightingFormValues | keyof VisitorValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const emptySightingForm = (kind = ''): SightingFormValues => ({
  kind,
  seenAt: '',
  region: '',
  district: '',
  place: '',
  lat: '',
  lng: '',
  breed: '',
  colour: '',
  size: '',
  gender: '',
  collar: '',
  note: '',
  heldAt: '',
  direction: '',
});
export const emptyVisitor: VisitorValues = { email: '', name: '', homepage: '' };

/** An edit starts from the sighting as stored, its time as Korean wall-clock. */
export const valuesOf = (s: Sighting): SightingFormValues => ({
  kind: s.kind,
  seenAt: toKoreanTimeInput(s.seenAt),
  region: s.region,
  district: s.district,
  place: s.place,
  // A pin the author placed; a 시/군/구's centre stands for none.
  lat: s.point && !s.point.approximate ? String(s.point.lat) : '',
  lng: s.point && !s.point.approximate ? String(s.point.lng) : '',
  breed: s.breed ?? '',
  colour: s.colour ?? '',
  size: s.size ?? '',
  gender: s.gender ?? '',
  collar: s.collar ?? '',
  note: s.note ?? '',
  heldAt: s.heldAt ?? '',
  direction: s.direction ?? '',
});

/** The fields a server 400 can mark (the honeypot is hidden: its refusal is said aloud). */
export const FORM_FIELDS = new Set<string>([...Object.keys(emptySightingForm()), 'email', 'name']);

/**
 * Field errors from the contracts' schemas, so the form and the server judge alike. The
 * visitor's form token is not a field: without one, `formToken` says the form is stale.
 */
export function validate(
  values: SightingFormValues,
  visitor?: VisitorValues & { formToken: string },
): FieldErrors & { formToken?: string } {
  const issues = [
    ...(sightingFieldsSchema.safeParse(values).error?.issues ?? []),
    ...(visitor ? (sightingVisitorSchema.safeParse(visitor).error?.issues ?? []) : []),
  ];
  const errors: FieldErrors & { formToken?: string } = {};
  for (const issue of issues) {
    const field = issue.path[0] as FieldName | 'formToken' | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The multipart text parts; the kind's other question is left out (the server drops it too). */
export function toFormData(
  values: SightingFormValues,
  extra: Record<string, string | undefined> = {},
): FormData {
  const form = new FormData();
  const skip = values.kind === 'FOUND' ? 'direction' : 'heldAt';
  for (const [key, value] of Object.entries(values)) {
    if (key !== skip) form.set(key, value.trim());
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) form.set(key, value);
  return form;
}

export function useSightingFormState(initial: SightingFormValues) {
  const [values, setValues] = useState(initial);
  const [visitor, setVisitor] = useState(emptyVisitor);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: FieldName, value: string) => {
    if (field in emptyVisitor) setVisitor((v) => ({ ...v, [field]: value }));
    // A new 시/도 empties the 시/군/구, which belongs to the old one.
    else if (field === 'region') setValues((v) => ({ ...v, region: value, district: '' }));
    else setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { values, visitor, errors, setErrors, set };
}
