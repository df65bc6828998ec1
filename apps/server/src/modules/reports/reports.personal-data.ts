import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { purgeUnconfirmedReportsBefore } from './visitor-reports';

/** Lost reports (members' and visitors'), their photos, closures and phone reveals. */
export const reportsPersonalData: PersonalDataDeclaration = {
  module: 'reports',
  retain: [
    {
      // Visitors' lost reports never confirmed go like their sightings (ADR 243).
      kind: 'unconfirmed-reports',
      policy: 'unconfirmedVisitorPost',
      purge: (db, before, storage) => purgeUnconfirmedReportsBefore({ db, storage }, before),
    },
  ],
  tables: {
    lost_reports: {
      columns: [
        'place_detail',
        'lat',
        'lng',
        'microchip',
        'content',
        'phone',
        'phone_visibility',
        'dog_name',
        'image_key',
        'author_id',
        'visitor_email',
        'visitor_email_key',
      ],
      exported: 'reports',
      withdrawal: 'delete',
      retention: ['closedReportContact', 'unconfirmedVisitorPost'],
    },
    report_photos: {
      columns: ['image_key'],
      exported: 'reports (photos/)',
      withdrawal: 'delete',
      retention: ['deletedReportPhotos'],
    },
    report_embeddings: {
      columns: ['image_key', 'vector'],
      exported: 'not exported: a vector derived from the photo, which is exported',
      withdrawal: 'delete',
    },
    report_closures: {
      columns: ['note'],
      exported: 'not exported: kept for the statistics without the author',
      withdrawal: 'keep',
      retention: ['deletedReportClosureNotes'],
    },
    phone_reveals: {
      columns: ['user_id', 'ip'],
      exported: 'not exported: a log against scraping of numbers',
      withdrawal: 'delete',
      retention: ['phoneReveals'],
    },
    used_form_tokens: {
      columns: ['mac'],
      exported: 'not exported: a one-time form token, tied to no one',
      withdrawal: 'keep',
    },
  },
};
