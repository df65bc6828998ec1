import { describe, expect, it } from 'vitest';
import { listPhotos } from '../bench/retrieval';
import { halfOf, individualOf, splitOf } from '../bench/split';
import { dogPhotosDir } from '../src/paths';

const photos = listPhotos(dogPhotosDir);

describe('the tuning and test halves of the repository photos (ADR 130)', () => {
  it('keeps every photo of one dog in the same half', () => {
    const split = splitOf(photos);
    const halves = new Map<string, Set<string>>();
    for (const photo of photos) {
      const key = individualOf(photo);
      halves.set(key, (halves.get(key) ?? new Set()).add(halfOf(split, photo)));
    }
    expect([...halves.values()].every((h) => h.size === 1)).toBe(true);
  });

  it('deals the identity dogs evenly and puts some photos of every breed in each half', () => {
    const split = splitOf(photos);
    const dogs = (half: string) =>
      new Set(
        photos.filter((p) => p.set === 'identity' && halfOf(split, p) === half).map((p) => p.label),
      ).size;
    expect(dogs('tuning')).toBe(dogs('test'));
    const breeds = new Set(photos.filter((p) => p.set === 'breeds').map((p) => p.label));
    for (const breed of breeds) {
      const own = photos.filter((p) => p.label === breed);
      const tuning = own.filter((p) => halfOf(split, p) === 'tuning').length;
      expect(tuning).toBeGreaterThanOrEqual(2);
      expect(own.length - tuning).toBeGreaterThanOrEqual(2);
    }
  });

  it('depends on the photos, not on their order', () => {
    const split = splitOf(photos);
    const reversed = splitOf([...photos].reverse());
    expect(photos.every((p) => halfOf(split, p) === halfOf(reversed, p))).toBe(true);
  });
});
