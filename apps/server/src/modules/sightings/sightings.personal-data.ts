import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { purgeUnconfirmedBefore } from './sightings.service';

/** Found and seen reports (members' and visitors'), their photos and vectors. */
export const sightingsPersonalData: PersonalDataDeclaration = {
  module: 'sightings',
  retain: [
    {
      // Visitors' sightings whose e-mail was never confirmed (ADR 166).
      kind: 'unconfirmed-sightings',
      policy: 'unconfirmedVisitorPost',
      purge: (db, before, storage) => purgeUnconfirmedBefore({ db, storage }, before),
    },
  ],
  tables: {
    sightings: {
      columns: [
        'place',
        'lat',
        'lng',
        'microchip',
        'note',
        'image_key',
        'author_id',
        'visitor_email',
        'visitor_email_key',
        'visitor_name',
      ],
      exported: 'sightings',
      withdrawal: 'delete',
      retention: ['closedSightingContact', 'unconfirmedVisitorPost'],
    },
    sighting_photos: {
      columns: ['image_key'],
      exported: 'sightings (photos/)',
      withdrawal: 'delete',
    },
    sighting_embeddings: {
      columns: ['image_key', 'vector'],
      exported: 'not exported: a vector derived from the photo, which is exported',
      withdrawal: 'delete',
    },
  },
};
