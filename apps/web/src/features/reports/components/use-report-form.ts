import type { PhoneVisibility, Report } from '@chajul/contracts';
import {
  DEFAULT_PHONE_VISIBILITY,
  placeOf,
  reportFieldsSchema,
  reportMessages,
} from '@chajul/contracts';
import { useState } from 'react';
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

export const emptyReportForm: ReportFormValues = {
  dateLost: '',
  timeLost: '',
  region: '',
  district: '',
  placeDetail: '',
  lat: '',
  lng: '',
  species: '',
  gender: '',
  colour: '',
  size: '',
  collar: '',
  microchip: '',
  content: '',
  phone: '',
  dogName: '',
  phoneVisibility: DEFAULT_PHONE_VISIBILITY,
};

export function valuesOf(report: Report): ReportFormValues {
  // The author reads their own pin exactly (ADR 150); an approximate point is no pin of theirs.
  const pin = report.point && !report.point.approximate ? report.point : null;
  return {
    dateLost: report.dateLost,
    timeLost: report.timeLost ?? '',
    region: report.region,
    district: report.district,
    placeDetail: report.placeDetail ?? '',
    lat: pin ? String(pin.lat) : '',
    lng: pin ? String(pin.lng) : '',
    species: report.species ?? '',
    gender: report.gender ?? '',
    colour: report.colour ?? '',
    size: report.size ?? '',
    collar: report.collar ?? '',
    microchip: report.microchip ?? '',
    content: report.content ?? '',
    // The author always reads their own number.
    phone: report.phone ?? '',
    dogName: report.dogName ?? '',
    phoneVisibility: report.phoneVisibility,
  };
}

/**
 * Field errors from the shared schema, so the form and the server judge alike. The schema
 * says one sentence for every missing required field; here each field gets its own.
 */
export function validate(v: ReportFormValues): FieldErrors {
  const result = reportFieldsSchema.safeParse(v);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof ReportFormValues | undefined;
    if (!field || errors[field]) continue;
    const missing = issue.message === reportMessages.required;
    errors[field] = missing ? (koReports.missing[field] ?? issue.message) : issue.message;
  }
  return errors;
}

/** True when a required field is among the errors: the form then repeats the spec's sentence. */
export const missesRequired = (errors: FieldErrors) =>
  Object.entries(errors).some(
    ([field, message]) => message === koReports.missing[field as keyof ReportFormValues],
  );

/** The text fields of the report form; the photos are appended by use-report-photos. */
export function toFormData(v: ReportFormValues): FormData {
  const form = new FormData();
  form.set('placeLost', placeOf(v.region, v.district));
  for (const [key, value] of Object.entries(v)) form.set(key, value.trim());
  return form;
}

export function useReportFormState(initial: ReportFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof ReportFormValues, value: string) => {
    // A new region invalidates the district (spec §2).
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
  return { values, errors, setErrors, set, setPin };
}
