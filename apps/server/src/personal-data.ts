import { failedJobs } from './db/schema';
import { auditPersonalData } from './modules/audit/audit.personal-data';
import { authPersonalData } from './modules/auth/auth.personal-data';
import { conversationsPersonalData } from './modules/conversations/conversations.personal-data';
import { dogImportsPersonalData } from './modules/dog-imports/dog-imports.personal-data';
import { dogsPersonalData } from './modules/dogs/dogs.personal-data';
import { inquiriesPersonalData } from './modules/inquiries/inquiries.personal-data';
import { lossNoticesPersonalData } from './modules/loss-notices/loss-notices.personal-data';
import { matchesPersonalData } from './modules/matching/matches.personal-data';
import { moderationPersonalData } from './modules/moderation/moderation.personal-data';
import { neighboursPersonalData } from './modules/neighbours/neighbours.personal-data';
import { noticesPersonalData } from './modules/notices/notices.personal-data';
import { notificationsPersonalData } from './modules/notifications/notifications.personal-data';
import { petsPersonalData } from './modules/pets/pets.personal-data';
import type { PersonalDataDeclaration } from './modules/privacy/personal-data';
import { olderThan } from './modules/privacy/personal-data';
import { privacyPersonalData } from './modules/privacy/privacy.personal-data';
import { pushPersonalData } from './modules/notifications/push/push.personal-data';
import { reportsPersonalData } from './modules/reports/reports.personal-data';
import { savedPersonalData } from './modules/saved/saved.personal-data';
import { sheltersPersonalData } from './modules/shelters/shelters.personal-data';
import { sightingsPersonalData } from './modules/sightings/sightings.personal-data';
import { smsPersonalData } from './modules/notifications/sms/sms.personal-data';
import { usersPersonalData } from './modules/users/users.personal-data';

/** The server's own tables (db/, jobs/, lib/): keys and logs that name no member. */
const systemPersonalData: PersonalDataDeclaration = {
  module: 'system',
  tables: {
    rate_limit_hits: {
      columns: ['key'],
      exported: 'not exported: counters keyed by address, reset within the hour',
      withdrawal: 'keep',
    },
  },
  notPersonal: {
    app_meta: { columns: ['key'], reason: "the server's own settings" },
    storage_deletions: { columns: ['key'], reason: 'storage keys of files already being deleted' },
    failed_jobs: { columns: ['name'], reason: 'the name of a job, not of a person' },
  },
  // PGlite's queue keeps failed jobs here (pg-boss deletes its own after 7 days).
  retain: [olderThan('failed-jobs', 'failedJobs', failedJobs, failedJobs.failedAt)],
};

/**
 * Every module's personal data (issue 37 item 4, ADR 255), composed here and handed to the
 * privacy module by app.ts. test/personal-data.test.ts fails when a table's personal column
 * is in none of these. The order is 내 정보 다운로드's, its sections one after another; the
 * withdrawal runs the steps in it too, except that a step runs before those it names in
 * `before` (the conversations before the reports they are found through).
 */
export const personalData: readonly PersonalDataDeclaration[] = [
  usersPersonalData,
  authPersonalData,
  privacyPersonalData,
  savedPersonalData,
  reportsPersonalData,
  sightingsPersonalData,
  inquiriesPersonalData,
  matchesPersonalData,
  notificationsPersonalData,
  conversationsPersonalData,
  noticesPersonalData,
  moderationPersonalData,
  pushPersonalData,
  auditPersonalData,
  neighboursPersonalData,
  smsPersonalData,
  petsPersonalData,
  lossNoticesPersonalData,
  dogsPersonalData,
  sheltersPersonalData,
  dogImportsPersonalData,
  systemPersonalData,
];
