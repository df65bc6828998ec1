import type { PetProfile } from '@chajul/contracts';
import { PET_PHOTO_MAX, PET_PHOTO_MIN } from '@chajul/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { koPets } from '../../../locales/ko-pets';
import { useChangePhotos } from '../api/pets';

const imageUrl = (path: string) => `/api/pets/images${path}`;

/**
 * The profile's photos, each removable while at least three stay, and more added up to ten
 * (issue 40 item 1): the server keeps the others' vectors and embeds only the new ones.
 */
export function PetPhotos({ pet }: { pet: PetProfile }) {
  const change = useChangePhotos();
  const [error, setError] = useState<string>();
  const send = (keep: string[], added: File[]) => {
    setError(undefined);
    change.mutate(
      { pet, keep, added },
      { onError: (e) => setError(errorMessage(e, koPets.saveFailed)) },
    );
  };
  const paths = pet.photos.map((p) => p.imagePath);
  const room = PET_PHOTO_MAX - paths.length;
  return (
    <div>
      <ul aria-label={koPets.photos}>
        {pet.photos.map((photo, i) => (
          <li key={photo.imagePath}>
            <img src={imageUrl(photo.thumbnailPath)} alt={`${pet.name} ${i + 1}`} width={96} />
            {photo.notADog && <p role="note">{koPets.notADog}</p>}
            <Button
              variant="ghost"
              disabled={change.isPending || paths.length <= PET_PHOTO_MIN}
              onClick={() =>
                send(
                  paths.filter((p) => p !== photo.imagePath),
                  [],
                )
              }
            >
              {koPets.removePhoto(i + 1)}
            </Button>
          </li>
        ))}
      </ul>
      {room > 0 && (
        <label>
          {koPets.addPhotos}
          <input
            type="file"
            accept="image/*"
            multiple
            disabled={change.isPending}
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])].slice(0, room);
              e.currentTarget.value = '';
              if (files.length > 0) send(paths, files);
            }}
          />
        </label>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
