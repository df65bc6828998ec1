import type { PhoneVisibility, Report } from '@chajul/contracts';
import {
  DEFAULT_PHONE_VISIBILITY,
  placeOf,
  reportFieldsSchema,
  reportMessages,
} from '@chajul/contracts';
import {
  firstMessages,
  pinOf,
  textsOf,
  usePostFormState,
} from '../../../components/ui/use-post-form';
import { koReports } from '../../../locales/ko-reports';

export type ReportFormValues = {
  dateLost: string;
  /** HH:mm, or blank. */
  timeLost: string;
  region: string;
  district: string;
  /** The place in words ("광교호수공원 정문"): public. */
  placeDetail: string;
  /** The optional pin, as decimal strings; both blank without one. Only the owner sees it exactly. */
  lat: string;
  lng: string;
  species: string;
  gender: string;
  colour: string;
  size: string;
  collar: string;
  /** 동물등록번호: 15 digits (or an older 10-digit chip); the owner's alone (ADR 151). */
  microchip: string;
  content: string;
  phone: string;
  dogName: string;
  /** Who may see the phone number (ADR 136). */
  phoneVisibility: PhoneVisibility;
};
export type FieldErrors = Partial<Record<keyof ReportFormValues, string>>;

/** The form's words: '' for none, a report's null read as ''. */
const TEXT_FIELDS = [
  'timeLost',
  'placeDetail',
  'species',
  'gender',
  'colour',
  'size',
  'collar',
  'microchip',
  'content',
  // The author always reads their own number.
  'phone',
  'dogName',
] as const;

export const emptyReportForm: ReportFormValues = {
  ...textsOf({}, TEXT_FIELDS),
  dateLost: '',
  region: '',
  district: '',
  lat: '',
  lng: '',
  phoneVisibility: DEFAULT_PHONE_VISIBILITY,
};

export function valuesOf(report: Report): ReportFormValues {
  return {
    ...textsOf(report, TEXT_FIELDS),
    dateLost: report.dateLost,
    region: report.region,
    district: report.district,
    // The author reads their own pin exactly (ADR 150); an approximate point is no pin of theirs.
    ...pinOf(report.point),
    phoneVisibility: report.phoneVisibility,
  };
}

/**
 * Field errors from the shared schema, so the form and the server judge alike. The schema
 * says one sentence for every missing required field; here each field gets its own.
 */
export function validate(v: ReportFormValues): FieldErrors {
  const issues = reportFieldsSchema.safeParse(v).error?.issues ?? [];
  return firstMessages<keyof ReportFormValues>(issues, (field, message) =>
    message === reportMessages.required ? (koReports.missing[field] ?? message) : message,
  );
}

/** True when a required field is among the errors: the form then repeats the spec's sentence. */
export const missesRequired = (errors: FieldErrors) =>
  Object.entries(errors).some(
    ([field, message]) => message === koReports.missing[field as keyof ReportFormValues],
  );

/** The text fields of the report form; the photos are appended by components/ui/use-draft-photos. */
export function toFormData(v: ReportFormValues): FormData {
  const form = new FormData();
  form.set('placeLost', placeOf(v.region, v.district));
  for (const [key, value] of Object.entries(v)) form.set(key, value.trim());
  return form;
}

export const useReportFormState = (initial: ReportFormValues) => usePostFormState(initial);
