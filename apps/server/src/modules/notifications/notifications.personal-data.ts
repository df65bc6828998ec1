import { outboxMails } from '../../db/schema';
import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { olderThan } from '../privacy/personal-data';
import { deleteNotifications, notificationsOf } from './notifications.privacy';

/** In-app notifications, the mail outbox and the addresses that asked for no mail. */
export const notificationsPersonalData: PersonalDataDeclaration = {
  module: 'notifications',
  exports: [
    {
      key: 'notifications',
      title: '알림',
      about: '받은 알림',
      rowsOf: ({ db }, userId) => notificationsOf(db, userId),
      codes: {
        kind: {
          DOG_MATCH: '실종 신고와 닮은 보호소 강아지',
          SIGHTING_MATCH: '실종 신고와 닮은 발견·목격 제보',
          FAMILY_MATCH: '제보와 닮은 실종 신고',
          MESSAGE: '새 메시지',
          STILL_LOST: '아직 찾고 계신지 질문',
          SAVED_DOG_STATE: '관심 강아지 상태 변경',
          SAVED_DOG_ENDING: '관심 강아지 공고 마감 임박',
          SEARCH_DIGEST: '저장한 검색의 새 강아지',
          SEARCH_PHOTO_MATCH: '저장한 사진 검색과 닮은 강아지',
        },
      },
    },
  ],
  withdraw: { name: 'notifications', run: deleteNotifications },
  retain: [olderThan('mail-outbox', 'mailOutbox', outboxMails, outboxMails.createdAt)],
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
