import type { ReportPhoto } from '@chajul/contracts';
import {
  EARLIEST_LOST_DATE,
  PHONE_VISIBILITIES,
  phoneMessages,
  REGION_NAMES,
  REPORT_GENDERS,
  REPORT_PHOTO_LIMIT,
  districtsOf,
  todayInKorea,
} from '@chajul/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { koReports } from '../../../locales/ko-reports';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { RadioField } from '../../../components/ui/radio-field';
import styles from './report-form.module.css';
import type { FieldErrors, ReportFormValues } from './use-report-form';
import { missesRequired, toFormData, useReportFormState, validate } from './use-report-form';
import { appendPhotos, pickerPhotos, useReportPhotos } from './use-report-photos';

type Props = {
  initial: ReportFormValues;
  author: string;
  /** The report's photos on edit (kept unless deleted); undefined on a new report. */
  storedPhotos?: ReportPhoto[];
  submitLabel: string;
  busy: boolean;
  /** Sends the form; a rejected ApiError with a field marks that field. */
  onSubmit: (form: FormData) => Promise<void>;
  onCancel: () => void;
};

export function ReportForm({ initial, author, storedPhotos, ...props }: Props) {
  const dialogs = useDialogs();
  const { values, errors, setErrors, set } = useReportFormState(initial);
  const photos = useReportPhotos(storedPhotos);
  const editing = storedPhotos !== undefined;
  const districts = districtsOf(values.region);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missesRequired(values)) return dialogs.alert(koReports.required);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const form = toFormData(values);
      appendPhotos(form, photos.photos, editing);
      await props.onSubmit(form);
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values) {
        setErrors({ [error.field]: error.message } as FieldErrors);
      }
    }
  };
  const field = (name: keyof ReportFormValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
      <TextField label={koReports.author} value={author} readOnly />
      <TextField
        label={koReports.dateLost}
        type="date"
        required
        min={EARLIEST_LOST_DATE}
        max={todayInKorea()}
        {...field('dateLost')}
      />
      <div className={styles.row}>
        <SelectField
          label={koReports.region}
          placeholder={koReports.choose}
          options={REGION_NAMES}
          required
          {...field('region')}
        />
        <SelectField
          label={koReports.district}
          placeholder={koReports.choose}
          options={districts}
          disabled={districts.length === 0}
          required={districts.length > 0}
          {...field('district')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={koReports.species}
          placeholder={koReports.speciesPlaceholder}
          maxLength={50}
          {...field('species')}
        />
        <SelectField
          label={koReports.gender}
          placeholder={koReports.choose}
          options={REPORT_GENDERS}
          {...field('gender')}
        />
      </div>
      <TextField label={koReports.dogName} maxLength={30} {...field('dogName')} />
      <TextField
        label={koReports.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={koReports.phonePlaceholder}
        required
        maxLength={20}
        {...field('phone')}
      />
      <RadioField
        legend={koReports.phoneVisibility}
        name="phoneVisibility"
        options={PHONE_VISIBILITIES}
        labels={phoneMessages.visibilityLabel}
        value={values.phoneVisibility}
        onChange={(value) => set('phoneVisibility', value)}
        hint={koReports.phoneVisibilityHint}
        error={errors.phoneVisibility}
      />
      <TextAreaField
        label={koReports.content}
        placeholder={koReports.contentPlaceholder}
        maxLength={2000}
        {...field('content')}
      />
      <PhotoPicker
        label={koReports.image}
        photos={pickerPhotos(photos.photos)}
        limit={REPORT_PHOTO_LIMIT}
        limitMessage={koReports.photoLimit}
        hints={[editing ? koReports.imageKeep : koReports.imageHint, koReports.photosHint]}
        onAdd={photos.add}
        onRemove={photos.remove}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onCancel}>
          {koReports.cancel}
        </Button>
        <Button type="submit" disabled={props.busy}>
          {props.busy ? koReports.submitting : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
