import { sightingMessages } from '@chajul/contracts';
import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { deleteSightings, forgetClosedSightingContact, sightingsOf } from './sightings.privacy';
import { purgeUnconfirmedBefore } from './sightings.service';

/** Found and seen reports (members' and visitors'), their photos and vectors. */
export const sightingsPersonalData: PersonalDataDeclaration = {
  module: 'sightings',
  exports: [
    {
      key: 'sightings',
      title: '발견·목격 제보',
      about: '쓴 발견·목격 제보 (사진은 photos 폴더)',
      rowsOf: ({ db, photo }, userId) => sightingsOf(db, userId, photo),
      codes: {
        kind: sightingMessages.kindLabel,
        status: { PENDING: '이메일 확인 전', OPEN: '공개 중', CLOSED: '마감' },
      },
    },
  ],
  withdraw: { name: 'sightings', run: deleteSightings },
  retain: [
    {
      kind: 'closed-sighting-contact',
      policy: 'closedSightingContact',
      purge: forgetClosedSightingContact,
    },
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
