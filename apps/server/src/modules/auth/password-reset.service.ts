import type { ResetPasswordBody } from '@chajul/contracts';
import { authMessages } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { letter } from '../../lib/mail-text';
import type { Mailer } from '../../lib/mailer';
import { hashToken, randomToken } from '../../lib/tokens';
import { findUserByEmail } from '../users/users.repository';
import { consumeResetToken, countResetTokensSince, insertResetToken } from './auth.repository';
import { changeCredentials } from './credentials';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Reset mails one member can receive per hour, whoever asks and from wherever (ADR 090). */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;

/**
 * Sends a reset link when the address belongs to a member; run by the `password-reset-mail`
 * job, never in the request, so the answer is the same either way, in its words and in its
 * time, and the form cannot be used to find out who is a member (issue 38 item 11).
 */
export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer; publicBaseUrl: string },
  email: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  // Many addresses asking for one member's mailbox must not flood it. The answer stays the
  // same (no 429), or the limit would tell a stranger which addresses are members.
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  if ((await countResetTokensSince(deps.db, user.id, hourAgo)) >= RESET_MAILS_PER_ACCOUNT_PER_HOUR)
    return;
  const token = randomToken();
  await insertResetToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${deps.publicBaseUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(
    letter(user.email, '[찾아줄개] 비밀번호 재설정 안내', [
      '아래 링크에서 새 비밀번호를 설정해주세요. 링크는 30분 동안 한 번만 사용할 수 있습니다.',
      link,
      '',
      '비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
    ]),
  );
}

/**
 * Sets the new password; like any password change it uses up every other open link and ends
 * every session and access token of the member (ADR 110).
 */
export async function resetPassword(db: Db, body: ResetPasswordBody): Promise<void> {
  const userId = await consumeResetToken(db, hashToken(body.token), new Date());
  if (userId === undefined) throw badRequest(authMessages.resetInvalid, 'token');
  await changeCredentials(db, userId, { kind: 'password', newPassword: body.newPassword });
}
