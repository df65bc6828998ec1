import type { Sighting } from '@chajul/contracts';
import { sightingFieldsSchema, sightingVisitorSchema, toKoreanTimeInput } from '@chajul/contracts';
import { useState } from 'react';
import {
  firstMessages,
  pinOf,
  textsOf,
  usePostFormState,
} from '../../../components/ui/use-post-form';

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

/** The dog's look and the finder's words: '' for none, a sighting's null read as ''. */
const TEXT_FIELDS = [
  'breed',
  'colour',
  'size',
  'gender',
  'collar',
  'note',
  'heldAt',
  'direction',
] as const;

export const emptySightingForm = (kind = ''): SightingFormValues => ({
  kind,
  seenAt: '',
  region: '',
  district: '',
  place: '',
  lat: '',
  lng: '',
  ...textsOf({}, TEXT_FIELDS),
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
  ...pinOf(s.point),
  ...textsOf(s, TEXT_FIELDS),
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
  return firstMessages<FieldName | 'formToken'>(issues);
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
  const post = usePostFormState<SightingFormValues, FieldName>(initial);
  const [visitor, setVisitor] = useState(emptyVisitor);
  const set = (field: FieldName, value: string) => {
    if (!(field in emptyVisitor)) return post.set(field as keyof SightingFormValues, value);
    setVisitor((v) => ({ ...v, [field]: value }));
    post.setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { ...post, visitor, set };
}
/** What the form's field groups are given: the state without the form's ref. */
export type SightingFormState = Omit<ReturnType<typeof useSightingFormState>, 'formRef'>;
