import type { ImageAnalysis } from './embedder';

/**
 * A photo whose dogness (the classifier's probability mass on dogs) is below this has no dog
 * in it (ADR 153). Chosen with `npm run bench:dogness` on the tuning half: a fifth above the
 * most dog-like picture with no dog, leaning towards "a dog" (every repository dog passes).
 * NOT_A_DOG_BELOW overrides it; 0 turns the check off.
 */
export const NOT_A_DOG_BELOW = 0.075;

/**
 * Whether the photo shows no dog. An embedder without a classifier (the colour/texture
 * fallback) cannot tell, so it never flags one.
 */
export const isNotADog = (analysis: Pick<ImageAnalysis, 'dogness'>, below: number) =>
  analysis.dogness !== null && analysis.dogness < below;
