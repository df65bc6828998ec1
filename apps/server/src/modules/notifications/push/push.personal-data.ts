import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../../db/schema';
import type { PersonalDataDeclaration } from '../../privacy/personal-data';

/** A member's push devices. */
export const pushPersonalData: PersonalDataDeclaration = {
  module: 'push',
  withdraw: {
    name: 'devices',
    run: async (db, userId) =>
      void (await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))),
  },
  tables: {
    push_subscriptions: {
      columns: ['endpoint', 'p256dh', 'auth', 'user_id'],
      exported: "not exported: a browser's keys, no information about the member",
      withdrawal: 'delete',
    },
  },
};
