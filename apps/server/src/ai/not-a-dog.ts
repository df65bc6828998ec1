import type { ImageAnalysis } from './embedder';

/**
 * Below this dogness (the classifier's probability mass on dogs) the photo search hints that
 * it saw no dog; the photo is still searched and compared (ADR 153). Chosen with
 * `npm run bench:dogness`: half the least dog-like real dog photo measured, leaning towards
 * "a dog", since a real dog told it is not one is worse than a blank picture left unhinted.
 * NOT_A_DOG_BELOW overrides it; 0 turns the hint off.
 */
export const NOT_A_DOG_BELOW = 0.02;

/**
 * Whether the photo shows no dog. An embedder without a classifier (the colour/texture
 * fallback) cannot tell, so it never flags one.
 */
export const isNotADog = (analysis: Pick<ImageAnalysis, 'dogness'>, below: number) =>
  analysis.dogness !== null && analysis.dogness < below;
