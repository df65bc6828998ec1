import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** In-app notifications, the mail outbox and the addresses that asked for no mail. */
export const notificationsPersonalData: PersonalDataDeclaration = {
  module: 'notifications',
  tables: {
    notifications: {
      columns: ['user_id', 'detail'],
      exported: 'notifications',
      withdrawal: 'delete',
    },
    outbox_mails: {
      columns: ['to', 'body'],
      exported: 'not exported: mails already sent to the member',
      withdrawal: 'keep',
      retention: ['mailOutbox'],
    },
    mail_off_addresses: {
      columns: ['address_key'],
      exported: 'not exported: a keyed hash of an address that asked for no mail',
      withdrawal: 'keep',
    },
  },
};
