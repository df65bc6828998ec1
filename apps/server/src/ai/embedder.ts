/** What an embedder learns from one photo. */
export type ImageAnalysis = {
  /** L2-normalised: cosine similarity is a dot product. */
  vector: Float32Array;
  /** The most likely ImageNet dog class (151–268), or null when the embedder has no classifier. */
  breedClass: number | null;
  /**
   * The probability mass the classifier puts on the dog classes (softmax over all 1000
   * ImageNet classes, summed over 151–268; mean of the photo and its mirror image): low for a
   * photo with no dog in it (ADR 153). Null when the embedder has no classifier.
   */
  dogness: number | null;
  /** A coarse coat colour (see coat.ts), for the adult-look prediction. */
  coat: string;
};

/** Image bytes → embedding. Implementations are chosen by configuration (createEmbedder). */
export interface Embedder {
  /** Stored beside every vector: a change of model or version re-embeds every dog. */
  readonly model: string;
  readonly version: string;
  readonly dim: number;
  analyse(image: Buffer): Promise<ImageAnalysis>;
  close(): Promise<void>;
}

export type EmbedderInfo = Pick<Embedder, 'model' | 'version' | 'dim'>;

/** Thrown for bytes that are not a decodable image: the routes answer 415. */
export class NotAnImageError extends Error {}
/** How an embedding thread names a NotAnImageError in its reply (embedding-service.ts). */
export const NOT_AN_IMAGE = 'not-an-image';
