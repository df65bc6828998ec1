import type { PhoneVisibility, Report } from '@chajul/contracts';
import {
  DEFAULT_PHONE_VISIBILITY,
  districtsOf,
  placeOf,
  reportFieldsSchema,
} from '@chajul/contracts';
import { useState } from 'react';

export type ReportFormValues = {
  dateLost: string;
  region: string;
  district: string;
  species: string;
  gender: string;
  content: string;
  phone: string;
  dogName: string;
  /** Who may see the phone number (ADR 136). */
  phoneVisibility: PhoneVisibility;
};
export type FieldErrors = Partial<Record<keyof ReportFormValues, string>>;

export const emptyReportForm: ReportFormValues = {
  dateLost: '',
  region: '',
  district: '',
  species: '',
  gender: '',
  content: '',
  phone: '',
  dogName: '',
  phoneVisibility: DEFAULT_PHONE_VISIBILITY,
};

export function valuesOf(report: Report): ReportFormValues {
  return {
    dateLost: report.dateLost,
    region: report.region,
    district: report.district,
    species: report.species ?? '',
    gender: report.gender ?? '',
    content: report.content ?? '',
    // The author always reads their own number.
    phone: report.phone ?? '',
    dogName: report.dogName ?? '',
    phoneVisibility: report.phoneVisibility,
  };
}

/** Spec §5: lost date, place and contact must be filled before anything else is checked. */
export function missesRequired(v: ReportFormValues): boolean {
  const needsDistrict = districtsOf(v.region).length > 0;
  return !v.dateLost || !v.region || (needsDistrict && !v.district) || !v.phone.trim();
}

/** Field errors from the shared schema, so the form and the server judge alike. */
export function validate(v: ReportFormValues): FieldErrors {
  const result = reportFieldsSchema.safeParse(v);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof ReportFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

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
  return { values, errors, setErrors, set };
}
