import { closingMessages, phoneMessages } from '@chajul/contracts';
import { phoneReveals } from '../../db/schema';
import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { olderThan } from '../privacy/personal-data';
import {
  deleteReports,
  forgetClosedReportContact,
  forgetDeletedReportClosureNotes,
  reportsOf,
} from './reports.privacy';
import { purgeUnconfirmedReportsBefore } from './visitor-reports';

/** Lost reports (members' and visitors'), their photos, closures and phone reveals. */
export const reportsPersonalData: PersonalDataDeclaration = {
  module: 'reports',
  exports: [
    {
      key: 'reports',
      title: '실종 신고',
      about: '쓴 실종 신고 (사진은 photos 폴더)',
      rowsOf: ({ db, photo }, userId) => reportsOf(db, userId, photo),
      codes: {
        status: { OPEN: '찾는 중', FOUND: '찾았어요' },
        closedReason: closingMessages.reasonLabel,
        phoneVisibility: phoneMessages.visibilityLabel,
      },
    },
  ],
  withdraw: { name: 'reports', run: deleteReports },
  retain: [
    {
      kind: 'closed-report-contact',
      policy: 'closedReportContact',
      purge: forgetClosedReportContact,
    },
    olderThan('phone-reveals', 'phoneReveals', phoneReveals, phoneReveals.createdAt),
    {
      kind: 'deleted-report-closure-notes',
      policy: 'deletedReportClosureNotes',
      purge: forgetDeletedReportClosureNotes,
    },
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
