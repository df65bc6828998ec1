import { createHash } from 'node:crypto';
import type { Photo } from './retrieval';

/**
 * The repository's dog photos split in two by individual dog (ADR 130): weights, thresholds
 * and steps are chosen on the `tuning` half; the `test` half is reported beside it, never
 * tuned on. An identity dog (`identity/<dog>/`) is one individual with all its photos; each
 * breed photo is its own individual (another dog of that breed).
 */
export type Half = 'tuning' | 'test';
export const HALVES: readonly Half[] = ['tuning', 'test'];

/** The individual a photo shows: the same key for every photo of one identity dog. */
export const individualOf = (photo: Photo) =>
  photo.set === 'identity' ? `identity/${photo.label}` : `breeds/${photo.label}/${basename(photo)}`;

const basename = (photo: Photo) => photo.file.split(/[\\/]/).at(-1)!;

/** A stable pseudo-random order: the first 8 hex digits of the key's sha256. */
const hashOf = (key: string) =>
  parseInt(createHash('sha256').update(key).digest('hex').slice(0, 8), 16);

/**
 * Individuals are ordered by hash within their stratum (the identity dogs; each breed) and
 * dealt alternately to the two halves, so each half holds half of the identity dogs and two
 * or three photos of every breed (a breed query has another photo of its breed in its half).
 * A breed's first card goes to the half its own hash says, so neither half gets every odd photo.
 */
export function splitOf(photos: readonly Photo[]): Map<string, Half> {
  const strata = new Map<string, Set<string>>();
  for (const photo of photos) {
    const stratum = photo.set === 'identity' ? 'identity' : `breeds/${photo.label}`;
    strata.set(stratum, (strata.get(stratum) ?? new Set()).add(individualOf(photo)));
  }
  const halves = new Map<string, Half>();
  for (const [stratum, individuals] of strata) {
    const first = hashOf(stratum) % 2;
    [...individuals]
      .sort((a, b) => hashOf(a) - hashOf(b) || a.localeCompare(b))
      .forEach((individual, i) => halves.set(individual, HALVES[(i + first) % 2]!));
  }
  return halves;
}

/** The half of one photo, by its individual. */
export function halfOf(split: Map<string, Half>, photo: Photo): Half {
  return split.get(individualOf(photo))!;
}
