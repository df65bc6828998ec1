import type { PetProfile } from '@chajul/contracts';
import { PET_TAG_SIZES, petTagSizeLabels } from '@chajul/contracts';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { koPets } from '../../../locales/ko-pets';
import { useState } from 'react';
import { useConfirmedDelete } from '../../../components/ui/use-confirmed-delete';
import { errorMessage } from '../../../lib/api-client';
import { openTagPdf, useDeletePet, usePetScans, useTagChange } from '../api/pets';
import { PetPhotos } from './pet-photos';
import { ShownChoice } from './shown-choice';
import { LostForm } from './lost-form';

/** One of 우리 아이: photos (flagged where no dog is seen), the QR 인식표 and its scan log. */
export function PetCard({ pet }: { pet: PetProfile }) {
  const tag = useTagChange();
  const scans = usePetScans(pet.id, pet.tag !== null);
  const flagged = pet.photos.filter((p) => p.notADog);
  const [losing, setLosing] = useState(false);
  const remove = useConfirmedDelete(useDeletePet(), koPets.deleteQuestion, (e) =>
    errorMessage(e, koPets.saveFailed),
  );
  return (
    <article aria-labelledby={`pet-${pet.id}`}>
      <h3 id={`pet-${pet.id}`}>{pet.name}</h3>
      <PetPhotos pet={pet} />
      {flagged.length > 0 && <p role="alert">{koPets.notADog}</p>}
      {losing ? (
        <LostForm pet={pet} onCancel={() => setLosing(false)} />
      ) : (
        <Button variant="danger" onClick={() => setLosing(true)}>
          {koPets.lost}
        </Button>
      )}
      <ShownChoice pet={pet} />
      <section aria-label={koPets.tagTitle}>
        <h4>{koPets.tagTitle}</h4>
        {pet.tag ? (
          <>
            <p>{koPets.tagInUse(pet.tag.url)}</p>
            {PET_TAG_SIZES.map((size) => (
              <Button key={size} variant="secondary" onClick={() => void openTagPdf(pet.id, size)}>
                {koPets.print(petTagSizeLabels[size])}
              </Button>
            ))}
            <Button
              variant="secondary"
              disabled={tag.isPending}
              onClick={() => tag.mutate({ id: pet.id, revoke: false })}
            >
              {koPets.tagReissue}
            </Button>
            <Button
              variant="danger"
              disabled={tag.isPending}
              onClick={() => tag.mutate({ id: pet.id, revoke: true })}
            >
              {koPets.tagRevoke}
            </Button>
          </>
        ) : (
          <>
            <p>{koPets.tagNone}</p>
            <Button
              disabled={tag.isPending}
              onClick={() => tag.mutate({ id: pet.id, revoke: false })}
            >
              {koPets.tagIssue}
            </Button>
          </>
        )}
      </section>
      {pet.tag && (
        <section aria-label={koPets.scansTitle}>
          <h4>{koPets.scansTitle}</h4>
          {scans.data?.data.length === 0 && <p>{koPets.scansEmpty}</p>}
          <ul>
            {scans.data?.data.map((scan, i) => (
              <li key={i}>
                {formatDateTime(scan.at)} · {koPets.scanKinds[scan.kind]}
                {scan.lat !== null &&
                  ` · ${scan.exact ? koPets.exactly : koPets.roughly} ${scan.lat}, ${scan.lng}`}
                {scan.place && ` · ${scan.place}`}
                {scan.message && ` · 「${scan.message}」`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button variant="ghost" onClick={() => void remove(pet.id)}>
        {koPets.delete}
      </Button>
    </article>
  );
}
