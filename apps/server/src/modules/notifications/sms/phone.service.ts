import type { PhoneStatus } from '@chajul/contracts';
import { PHONE_CODE_MINUTES, mobileMessages as m } from '@chajul/contracts';
import { randomInt } from 'node:crypto';
import type { Db } from '../../../db/client';
import { AppError, badRequest, conflict, tooManyRequests } from '../../../errors';
import type { Signer } from '../../../lib/signer';
import type { Solapi } from '../../../lib/solapi';
import { phoneCipher } from './phone-cipher';
import * as repo from './phone.repository';

/*
 * 마이페이지's mobile number (issue 39 item 4, ADR 250): a number receives texts only once
 * the code sent to it is entered. Codes expire after PHONE_CODE_MINUTES, five wrong guesses
 * void one, and a member gets one code a minute and CODES_PER_DAY a day.
 */

export type PhoneDeps = { db: Db; signer: Signer; solapi: Solapi | null };

const CODES_PER_DAY = 5;
const CODE_GAP_MS = 60_000;
const MAX_TRIES = 5;
const DAY_MS = 86_400_000;

const codeMacOf = (signer: Signer, userId: number, code: string) =>
  signer.sign('phone-code', `${userId}:${code}`);

export async function phoneStatus(deps: PhoneDeps, userId: number): Promise<PhoneStatus> {
  const row = await repo.findPhone(deps.db, userId);
  return {
    available: deps.solapi !== null,
    phone: row
      ? {
          last4: row.last4,
          verified: row.verifiedAt !== null,
          pending: row.codeMac !== null && (row.codeExpiresAt?.getTime() ?? 0) > Date.now(),
        }
      : null,
  };
}

/** Sends a code to the number and keeps it, unverified, until the code comes back. */
export async function startVerification(deps: PhoneDeps, userId: number, phone: string) {
  // 409, not 503: the server is well, it has no provider configured.
  if (!deps.solapi) throw conflict(m.unavailable);
  const last = await repo.lastCodeAt(deps.db, userId);
  if (last && Date.now() - last.getTime() < CODE_GAP_MS) throw tooManyRequests(m.tooSoon);
  const today = await repo.countSends(deps.db, userId, new Date(Date.now() - DAY_MS), true);
  if (today >= CODES_PER_DAY) throw tooManyRequests(m.tooManyToday);
  const number = phone.replace(/\D/g, '');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.savePendingPhone(deps.db, {
    userId,
    numberCipher: phoneCipher(deps.signer).encrypt(number),
    last4: number.slice(-4),
    codeMac: codeMacOf(deps.signer, userId, code),
    codeExpiresAt: new Date(Date.now() + PHONE_CODE_MINUTES * 60_000),
  });
  // Counted before it is sent: a failing provider must not become a way around the limits.
  await repo.insertSend(deps.db, userId, 'CODE', 'SENT');
  try {
    await deps.solapi.send({ to: number, text: m.codeText(code) });
  } catch {
    throw new AppError(502, m.sendFailed);
  }
  return { status: 'ok' as const, message: m.codeSent };
}

export async function verifyCode(deps: PhoneDeps, userId: number, code: string) {
  const row = await repo.findPhone(deps.db, userId);
  if (!row?.codeMac) throw badRequest(m.noPending, 'code');
  if ((row.codeExpiresAt?.getTime() ?? 0) <= Date.now()) throw badRequest(m.codeExpired, 'code');
  if (row.codeTries >= MAX_TRIES) throw badRequest(m.codeTooMany, 'code');
  if (!deps.signer.verify('phone-code', `${userId}:${code}`, row.codeMac)) {
    await repo.countWrongCode(deps.db, userId);
    throw badRequest(m.codeWrong, 'code');
  }
  await repo.markVerified(deps.db, userId);
  return { status: 'ok' as const, message: m.verified };
}

export async function removePhone(deps: PhoneDeps, userId: number) {
  await repo.deletePhone(deps.db, userId);
  return { status: 'ok' as const, message: m.removed };
}
