import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { phoneNumbers, smsSends } from '../../../db/schema';
import type { Signer } from '../../../lib/signer';
import type { PersonalDataDeclaration } from '../../privacy/personal-data';
import { phoneCipher } from './phone-cipher';

/** The member's mobile number, unsealed for them alone (ADR 250), and the texts sent. */
export async function phoneOf(db: Db, signer: Signer, userId: number) {
  const [row] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId));
  const sends = await db
    .select({
      kind: smsSends.kind,
      status: smsSends.status,
      sentAt: smsSends.sentAt,
      fellBackAt: smsSends.fellBackAt,
      createdAt: smsSends.createdAt,
    })
    .from(smsSends)
    .where(eq(smsSends.userId, userId))
    .orderBy(asc(smsSends.id));
  const number = row ? phoneCipher(signer).decrypt(row.numberCipher) : null;
  return {
    number: row ? { number, verifiedAt: row.verifiedAt, createdAt: row.createdAt } : null,
    sends,
  };
}

/** The withdrawal's `phone` step: the mobile number for texts and its send log (ADR 250). */
async function deletePhone(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(phoneNumbers).where(eq(phoneNumbers.userId, userId));
    await tx.delete(smsSends).where(eq(smsSends.userId, userId));
  });
}

/** 문자 알림 (issue 39 item 4): the verified number and the log of texts. */
export const smsPersonalData: PersonalDataDeclaration = {
  module: 'sms',
  withdraw: { name: 'phone', run: deletePhone },
  tables: {
    phone_numbers: {
      columns: ['user_id', 'number_cipher', 'last4', 'code_mac'],
      exported: 'phone (the number unsealed; never the code)',
      withdrawal: 'delete',
    },
    sms_sends: { columns: ['user_id'], exported: 'phone (sends)', withdrawal: 'delete' },
  },
  exports: [
    {
      key: 'phone',
      title: '휴대폰 번호와 문자 발송',
      about: '문자 알림을 받으려고 인증한 휴대폰 번호와 보낸 문자 기록',
      rowsOf: (ctx, userId) => phoneOf(ctx.db, ctx.signer, userId),
      labels: {
        number: '휴대폰 번호',
        verifiedAt: '인증 시각',
        sends: '보낸 문자',
        status: '상태',
        sentAt: '보낸 시각',
        fellBackAt: '다른 방법으로 알린 시각',
      },
      codes: {
        status: { QUEUED: '보내는 중', SENT: '보냄', FAILED: '못 보냄' },
      },
    },
  ],
};
