import type { Sighting } from '@chajul/contracts';
import { SIGHTING_PHOTO_LIMIT, sightingImageUrl } from '@chajul/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useDialogs } from '../../../components/ui/dialog-provider';
import type { FormActionsProps } from '../../../components/ui/form-actions';
import { FormActions } from '../../../components/ui/form-actions';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import {
  appendDraftPhotos,
  pickerPhotosOf,
  useDraftPhotos,
} from '../../../components/ui/use-draft-photos';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { koSightings } from '../../../locales/ko-sightings';
import { LookFields } from './look-fields';
import postForm from '../../../components/ui/post-form.module.css';
import type { FieldName, SightingFormValues } from './use-sighting-form';
import { FORM_FIELDS, toFormData, useSightingFormState, validate } from './use-sighting-form';
import { VisitorFields } from './visitor-fields';
import { WhereFields } from './where-fields';

type Props = FormActionsProps & {
  initial: SightingFormValues;
  /** The sighting's photos on edit (kept unless deleted); undefined on a new one. */
  storedPhotos?: Sighting['photos'];
  /** A visitor's post: the e-mail fields, and the form token the server signed (ADR 135). */
  visitor?: { formToken: string | undefined; onStale: () => void };
  /** Above the fields: the lost report the finder answers, if any. */
  intro?: ReactNode;
  /** Sent with the fields: the lost report answered ("이 강아지를 봤어요"). */
  lostReportId?: number;
  failed: string;
  /** Sends the form; a rejected ApiError with a field marks that field. */
  onSubmit: (form: FormData) => Promise<void>;
};

/**
 * The found/seen form (issue 25), for members and visitors, new or edited. Each invalid field
 * gets its own message from the shared schema; the server's 400 marks its field the same way,
 * and any other refusal (too fast, too many, blocked) is said in its own words.
 */
export function SightingForm({ initial, storedPhotos, visitor, ...props }: Props) {
  const dialogs = useDialogs();
  const { formRef, ...form } = useSightingFormState(initial);
  const { values, visitor: who, errors, set, mark } = form;
  const photos = useDraftPhotos(storedPhotos);
  const editing = storedPhotos !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, visitor && { ...who, formToken: visitor.formToken ?? '' });
    const { formToken, ...fields } = found;
    if (Object.keys(fields).length > 0) return mark(fields);
    if (formToken) {
      visitor?.onStale();
      return dialogs.alert(formToken);
    }
    const extra = {
      lostReportId: props.lostReportId?.toString(),
      ...(visitor ? { ...who, formToken: visitor.formToken } : {}),
    };
    const body = toFormData(values, extra);
    await appendDraftPhotos(body, photos.photos, editing);
    try {
      await props.onSubmit(body);
    } catch (error) {
      if (error instanceof ApiError && error.field && FORM_FIELDS.has(error.field)) {
        return mark({ [error.field as FieldName]: error.message });
      }
      if (error instanceof ApiError && error.field === 'formToken') visitor?.onStale();
      await dialogs.alert(errorMessage(error, props.failed));
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className={postForm.form}>
      {props.intro}
      <WhereFields form={form} />
      <PhotoPicker
        label={koSightings.photos}
        photos={pickerPhotosOf(photos.photos, sightingImageUrl)}
        limit={SIGHTING_PHOTO_LIMIT}
        limitMessage={koSightings.photoLimit}
        hints={
          editing ? [koSightings.photosKeep, koSightings.photosHint] : [koSightings.photosHint]
        }
        disabled={props.busy}
        onAdd={photos.add}
        onRemove={photos.remove}
      />
      <LookFields form={form} />
      {visitor && <VisitorFields values={who} errors={errors} set={set} />}
      <FormActions texts={koSightings} form={props} />
    </form>
  );
}
