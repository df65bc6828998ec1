import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sharingMessages as m } from '@chajul/contracts';
import { findDogById } from './dogs.repository';
import { DOG_IMAGE_PREFIX } from './dogs.mapper';

/** A dog's page: which page (its canonical path keeps it) and the dog's id. */
const DOG_PAGE = /^\/(lookup|adopt|lookup\/predict-dog)\/(\d{1,9})\/?$/;

/** Link previews of stray dog pages: breed, place found, shelter and the photo. */
export const dogPreviews = fp(async (app: FastifyInstance) => {
  app.pagePreviews.add(DOG_PAGE, async (match) => {
    const dog = await findDogById(app.db, Number(match[2]));
    if (!dog) return undefined;
    const species = dog.species ?? m.unknown;
    return {
      title: m.dogTitle(species, dog.jurisd ?? ''),
      description: m.dogPreview(dog.foundPlace ?? m.unknown, dog.shelterName ?? m.unknown),
      image: dog.imageKey ? `${DOG_IMAGE_PREFIX}${dog.imageKey}` : undefined,
      path: `/${match[1]}/${dog.id}`,
    };
  });
});
