import type { Db } from '../../../db/client';
import type { Storage } from '../../../lib/storage';
import type { ModelKey } from '../search.repository';
import { dogsByIds } from '../../dogs/dogs.repository';
import { traitsOf } from '../search.repository';
import { isAdult } from './adult-age';
import type { Generated, GenerateInput, Generator } from './generator';

/**
 * The default "adult look": not a synthesised image but the photo of the most similar adult
 * dog of the same predicted breed and coat, and the UI says so ("가장 닮은 성견 사진").
 * Without such a dog it relaxes the coat, then the breed; with no adult at all there is none.
 */
export function createNearestAdultGenerator(deps: {
  db: Db;
  storage: Storage;
  key: () => ModelKey;
}): Generator {
  return {
    name: 'nearest-adult',
    async generate({ analysis, candidates }: GenerateInput): Promise<Generated> {
      const ids = candidates.map((c) => c.dogId);
      const [rows, traits] = await Promise.all([
        dogsByIds(deps.db, ids),
        traitsOf(deps.db, deps.key(), ids),
      ]);
      const adults = ids.filter((id) => isAdult(rows.get(id)?.age) && rows.get(id)?.imageKey);
      const sameBreed = (id: number) =>
        analysis.breedClass !== null && traits.get(id)?.breedClass === analysis.breedClass;
      const sameCoat = (id: number) => traits.get(id)?.coat === analysis.coat;
      const chosen =
        adults.find((id) => sameBreed(id) && sameCoat(id)) ??
        adults.find(sameBreed) ??
        adults.find(sameCoat) ??
        adults[0];
      const key = chosen === undefined ? undefined : rows.get(chosen)?.imageKey;
      const photo = key ? await deps.storage.get(key) : undefined;
      if (chosen === undefined || !photo) {
        return { imageBase64: null, generator: 'none', adultDogId: null };
      }
      return {
        imageBase64: photo.body.toString('base64'),
        generator: 'nearest-adult',
        adultDogId: chosen,
      };
    },
  };
}
