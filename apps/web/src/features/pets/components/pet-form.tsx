import type { PetShownField } from '@chajul/contracts';
import {
  DEFAULT_PET_SHOWN,
  DOG_SIZES,
  PET_PHOTO_MAX,
  PET_PHOTO_MIN,
  PET_SHOWN_FIELDS,
  petShownLabels,
  REPORT_GENDERS,
} from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { koPets } from '../../../locales/ko-pets';
import { useCreatePet } from '../api/pets';

const TEXT_FIELDS = ['breed', 'colour', 'microchip', 'vet'] as const;

/** 우리 아이 등록 (ADR 251): the facts, 3–10 photos, and what a finder may see. */
export function PetForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePet();
  const [photos, setPhotos] = useState<File[]>([]);
  const [shown, setShown] = useState<Set<PetShownField>>(new Set(DEFAULT_PET_SHOWN));
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.delete('image');
    form.set('shown', [...shown].join(','));
    form.set('neutered', form.get('neutered') === 'on' ? 'true' : '');
    for (const photo of photos) form.append('image', photo);
    setError(undefined);
    create.mutate(form, {
      onSuccess: onDone,
      onError: (e) => setError(errorMessage(e, koPets.saveFailed)),
    });
  };

  const toggle = (field: PetShownField) =>
    setShown((before) => {
      const next = new Set(before);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });

  return (
    <form onSubmit={submit} aria-label={koPets.add} noValidate>
      <TextField label={koPets.name} name="name" required maxLength={30} />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="pet-photos">
          {koPets.photos}
        </label>
        <input
          id="pet-photos"
          type="file"
          accept="image/*"
          multiple
          aria-describedby="pet-photos-hint"
          onChange={(e) => setPhotos([...(e.currentTarget.files ?? [])].slice(0, PET_PHOTO_MAX))}
        />
        <ul id="pet-photos-hint" className={formStyles.hint}>
          {koPets.photoHints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
        {photos.length > 0 && <p>{koPets.photoCount(photos.length)}</p>}
      </div>
      {TEXT_FIELDS.map((name) => (
        <TextField key={name} label={koPets[name]} name={name} />
      ))}
      <TextField
        label={koPets.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        hint={koPets.phoneHint}
      />
      <SelectField label={koPets.size} name="size" options={['', ...DOG_SIZES]} />
      <SelectField label={koPets.gender} name="gender" options={['', ...REPORT_GENDERS]} />
      <TextField label={koPets.birthYear} name="birthYear" inputMode="numeric" maxLength={4} />
      <label>
        <input type="checkbox" name="neutered" /> {koPets.neutered}
      </label>
      <TextAreaField label={koPets.marks} name="marks" maxLength={300} />
      <TextAreaField
        label={koPets.temperament}
        name="temperament"
        maxLength={300}
        placeholder={koPets.temperamentHint}
      />
      <TextAreaField label={koPets.medical} name="medical" maxLength={300} />
      <fieldset>
        <legend>{koPets.shownLegend}</legend>
        <p className={formStyles.hint}>{koPets.shownHint}</p>
        {PET_SHOWN_FIELDS.map((field) => (
          <label key={field}>
            <input type="checkbox" checked={shown.has(field)} onChange={() => toggle(field)} />{' '}
            {petShownLabels[field]}
          </label>
        ))}
      </fieldset>
      {error && <p role="alert">{error}</p>}
      <Button type="submit" disabled={create.isPending || photos.length < PET_PHOTO_MIN}>
        {create.isPending ? koPets.saving : koPets.save}
      </Button>{' '}
      <Button variant="secondary" onClick={onDone}>
        {koPets.cancel}
      </Button>
    </form>
  );
}
