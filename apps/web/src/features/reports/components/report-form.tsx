import type { ReportPhoto } from '@chajul/contracts';
import {
  EARLIEST_LOST_DATE,
  PHONE_VISIBILITIES,
  phoneMessages,
  REPORT_PHOTO_LIMIT,
  reportImageUrl,
  todayInKorea,
} from '@chajul/contracts';
import type { FormEvent, ReactNode } from 'react';
import type { FormActionsProps } from '../../../components/ui/form-actions';
import { FormActions } from '../../../components/ui/form-actions';
import { PlaceFields } from '../../../components/ui/place-fields';
import { DogLookFields } from '../../../components/ui/dog-look-fields';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import {
  appendDraftPhotos,
  pickerPhotosOf,
  useDraftPhotos,
} from '../../../components/ui/use-draft-photos';
import { ApiError } from '../../../lib/api-client';
import { koReports } from '../../../locales/ko-reports';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { RadioField } from '../../../components/ui/radio-field';
import postForm from '../../../components/ui/post-form.module.css';
import styles from './report-form.module.css';
import type { FieldErrors, ReportFormValues } from './use-report-form';
import { missesRequired, toFormData, useReportFormState, validate } from './use-report-form';
import lostMarker from '../../../components/map/markers/lost-marker.svg';

type Props = FormActionsProps & {
  initial: ReportFormValues;
  author: string;
  /** The report's photos on edit (kept unless deleted); undefined on a new report. */
  storedPhotos?: ReportPhoto[];
  /** Sends the form; a rejected ApiError with a field marks that field. */
  onSubmit: (form: FormData) => Promise<void>;
  /**
   * A visitor's own fields (the e-mail the link goes to, ADR 243): shown before the buttons.
   * A visitor's number is never shown, so there is no author line and no choice of who sees it.
   */
  visitor?: ReactNode;
};

export function ReportForm({ initial, author, storedPhotos, ...props }: Props) {
  const { formRef, ...form } = useReportFormState(initial);
  const { values, errors, setErrors, field, choice, mark } = form;
  const photos = useDraftPhotos(storedPhotos);
  const editing = storedPhotos !== undefined;
  // A report made from a profile may hold up to ten photos (ADR 253): an edit keeps them all.
  const photoLimit = Math.max(REPORT_PHOTO_LIMIT, storedPhotos?.length ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    if (Object.keys(found).length > 0) return mark(found);
    setErrors({});
    try {
      const body = toFormData(values);
      await appendDraftPhotos(body, photos.photos, editing);
      await props.onSubmit(body);
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values) {
        mark({ [error.field]: error.message } as FieldErrors);
      }
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className={postForm.form}>
      {missesRequired(errors) && <p className={styles.summary}>{koReports.required}</p>}
      {!props.visitor && <TextField label={koReports.author} value={author} readOnly />}
      <fieldset className={styles.section}>
        <legend>{koReports.whenWhereSection}</legend>
        <div className={postForm.row}>
          <TextField
            label={koReports.dateLost}
            type="date"
            required
            min={EARLIEST_LOST_DATE}
            max={todayInKorea()}
            {...field('dateLost')}
          />
          <TextField
            label={koReports.timeLost}
            type="time"
            hint={koReports.timeLostHint}
            {...field('timeLost')}
          />
        </div>
        <PlaceFields form={form} pinId="report-pin" markerUrl={lostMarker} texts={koReports}>
          <TextField
            label={koReports.placeDetail}
            placeholder={koReports.placeDetailPlaceholder}
            hint={koReports.placeDetailHint}
            maxLength={100}
            {...field('placeDetail')}
          />
        </PlaceFields>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{koReports.lookSection}</legend>
        <DogLookFields
          field={(name) => field(name === 'breed' ? 'species' : name)}
          texts={{
            ...koReports,
            breed: koReports.species,
            breedPlaceholder: koReports.speciesPlaceholder,
            sex: koReports.gender,
            sexPlaceholder: koReports.choose,
          }}
        />
        <TextField label={koReports.dogName} maxLength={30} {...field('dogName')} />
        <TextField
          label={koReports.microchip}
          inputMode="numeric"
          autoComplete="off"
          hint={koReports.microchipHint}
          maxLength={24}
          {...field('microchip')}
        />
      </fieldset>
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
      {props.visitor ? (
        <p className={styles.hint}>{koReports.visitorPhoneHidden}</p>
      ) : (
        <RadioField
          legend={koReports.phoneVisibility}
          options={PHONE_VISIBILITIES}
          labels={phoneMessages.visibilityLabel}
          hint={koReports.phoneVisibilityHint}
          {...choice('phoneVisibility')}
        />
      )}
      <TextAreaField
        label={koReports.content}
        placeholder={koReports.contentPlaceholder}
        maxLength={2000}
        {...field('content')}
      />
      <PhotoPicker
        label={koReports.image}
        photos={pickerPhotosOf(photos.photos, reportImageUrl)}
        limit={photoLimit}
        limitMessage={koReports.photoLimit}
        hints={[
          editing ? koReports.imageKeep : koReports.imageHint,
          koReports.photosHint,
          koReports.photosMore,
        ]}
        onAdd={photos.add}
        onRemove={photos.remove}
      />
      {props.visitor}
      <FormActions texts={koReports} form={props} />
    </form>
  );
}
