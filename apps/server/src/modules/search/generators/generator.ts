import type { GeneratorName } from '@chajul/contracts';
import type { ImageAnalysis } from '../../../ai/embedder';
import type { VectorHit } from '../vector-index';

export type GenerateInput = {
  /** The uploaded photo, as sent. */
  image: Buffer;
  analysis: ImageAnalysis;
  /** Stored dogs nearest to the photo, best first (more than the response shows). */
  candidates: VectorHit[];
};

export type Generated = {
  imageBase64: string | null;
  generator: GeneratorName;
  /** The dog whose photo is shown, when the image is a real dog's photo. */
  adultDogId: number | null;
};

/** Produces the "predicted adult look" of a puppy photo (ADR 052). */
export interface Generator {
  readonly name: GeneratorName;
  generate(input: GenerateInput): Promise<Generated>;
}
