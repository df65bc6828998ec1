import type {
  GeneratedSearchResponse,
  ImageSearchFields,
  ImageSearchResponse,
  SimilarDog,
} from '@chajul/contracts';
import { commonMessages, SEARCH_RESULT_LIMIT, searchMessages } from '@chajul/contracts';
import { NotAnImageError } from '../../ai/embedder';
import { isNotADog } from '../../ai/not-a-dog';
import type { EmbeddingService } from '../../ai/embedding-service';
import { QueueFullError } from '../../ai/embedding-service';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { assertPhoto } from '../../lib/images';
import type { Generator } from './generators/generator';
import { DOG_IMAGE_PREFIX } from '../dogs/dogs.mapper';
import { dogsByIds } from '../dogs/dogs.repository';
import type { VectorHit, VectorIndex } from './vector-index';

export type SearchDeps = {
  db: Db;
  embeddings: EmbeddingService;
  index: VectorIndex;
  generator: Generator;
  /** Below this dogness the photo search hints that it saw no dog (ADR 153); 0 never does. */
  notADogBelow: number;
};

/** Where the web fetches a stored dog photo (served by the dogs module). */
export const imagePathOf = (key: string | null) => (key ? `${DOG_IMAGE_PREFIX}${key}` : null);

/** How many neighbours the adult-look prediction looks through for an adult dog. */
const PREDICT_CANDIDATES = 200;

export async function analyse(embeddings: EmbeddingService, image: Buffer) {
  // The embedders decode whatever sharp can (an SVG too): only photos get that far.
  await assertPhoto(image);
  try {
    return await embeddings.analyse(image);
  } catch (error) {
    if (error instanceof NotAnImageError) throw new AppError(415, commonMessages.notImage);
    if (error instanceof QueueFullError) throw new AppError(503, searchMessages.busy);
    throw error;
  }
}

async function toSimilarDogs(db: Db, hits: VectorHit[]): Promise<SimilarDog[]> {
  const rows = await dogsByIds(
    db,
    hits.map((h) => h.dogId),
  );
  return hits.flatMap((hit) => {
    const row = rows.get(hit.dogId);
    if (!row) return []; // deleted since it was indexed
    const { id, species, gender, shelterId, shelterName, state, foundDate } = row;
    const similarity = Math.round(hit.similarity * 10_000) / 10_000;
    return [
      {
        id,
        imagePath: imagePathOf(row.thumbnailKey ?? row.imageKey),
        species,
        gender,
        shelterId,
        shelterName,
        state,
        foundDate,
        foundLocation: row.foundPlace,
        noticeEndDate: row.noticeEndDate,
        similarity,
      },
    ];
  });
}

/**
 * The lookup's photo search: the stored dogs whose photos look most like this one. A photo
 * in which the classifier sees no dog gets them too, with the hint (ADR 153): a dark or
 * far-off photo of a real dog must still be searched.
 */
export async function searchByImage(
  deps: SearchDeps,
  image: Buffer,
  filters: ImageSearchFields,
): Promise<ImageSearchResponse> {
  const analysis = await analyse(deps.embeddings, image);
  const hits = await deps.index.search(analysis.vector, filters, SEARCH_RESULT_LIMIT);
  return {
    dogs: await toSimilarDogs(deps.db, hits),
    notADog: isNotADog(analysis, deps.notADogBelow),
  };
}

/** The adult-look prediction: an adult-look image (see Generator) plus similar dogs. */
export async function predictAdultLook(
  deps: SearchDeps,
  image: Buffer,
): Promise<GeneratedSearchResponse> {
  const analysis = await analyse(deps.embeddings, image);
  const candidates = await deps.index.search(analysis.vector, {}, PREDICT_CANDIDATES);
  const generated = await deps.generator.generate({ image, analysis, candidates });
  return {
    generatedImageBase64: generated.imageBase64,
    generator: generated.generator,
    adultDogId: generated.adultDogId,
    dogs: await toSimilarDogs(deps.db, candidates.slice(0, SEARCH_RESULT_LIMIT)),
  };
}
