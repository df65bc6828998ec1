import type { PetProfile, PetShownField } from '@chajul/contracts';
import { PET_SHOWN_FIELDS, petShownLabels } from '@chajul/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { errorMessage } from '../../../lib/api-client';
import { koPets } from '../../../locales/ko-pets';
import { useChangeShown } from '../api/pets';

/** What a finder at the tag's page may see (ADR 251), changed after the profile is made. */
export function ShownChoice({ pet }: { pet: PetProfile }) {
  const change = useChangeShown();
  const [shown, setShown] = useState<Set<PetShownField>>(new Set(pet.shown));
  const [note, setNote] = useState<string>();
  const toggle = (field: PetShownField) =>
    setShown((before) => {
      const next = new Set(before);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });
  const save = () =>
    change.mutate(
      { pet, shown: PET_SHOWN_FIELDS.filter((f) => shown.has(f)) },
      {
        onSuccess: (answer) => setNote(answer.message),
        onError: (e) => setNote(errorMessage(e, koPets.saveFailed)),
      },
    );
  return (
    <fieldset>
      <legend>{koPets.shownLegend}</legend>
      <p className={formStyles.hint}>{koPets.shownHint}</p>
      {PET_SHOWN_FIELDS.map((field) => (
        <label key={field}>
          <input type="checkbox" checked={shown.has(field)} onChange={() => toggle(field)} />{' '}
          {petShownLabels[field]}
        </label>
      ))}
      <Button variant="secondary" disabled={change.isPending} onClick={save}>
        {koPets.saveShown}
      </Button>
      {note && <p role="status">{note}</p>}
    </fieldset>
  );
}
