import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** Found and seen reports (members' and visitors'), their photos and vectors. */
export const sightingsPersonalData: PersonalDataDeclaration = {
  module: 'sightings',
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
