import { and, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lostReports, outboxMails, passwordResetTokens, refreshTokens } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { purgeUnconfirmed, UNCONFIRMED_KEEP_MS } from '../sightings/sightings.service';
import { deleteQueuedFiles } from './withdrawal';

export type RetentionDeps = { db: Db; storage: Storage };

const DAY_MS = 24 * 3600_000;

/**
 * One kind of personal data and how long it is kept (ADR 166). `purge` removes what is past
 * its time at `now` and returns how many items went; it is idempotent, like every job.
 */
export type RetentionRule = {
  kind: string;
  /** What is kept, in the privacy policy's words. */
  data: string;
  /** How long, in the privacy policy's words. */
  kept: string;
  purge: (deps: RetentionDeps, now: Date) => Promise<number>;
};

/**
 * The closed report's phone number, the owner's words for the place, their pin (maybe their
 * home, ADR 171) and the dog's 동물등록번호 go after this.
 */
export const CLOSED_REPORT_CONTACT_KEEP_MS = 90 * DAY_MS;
export const OUTBOX_KEEP_MS = 30 * DAY_MS;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Every retention rule, in one list: a new kind of personal data is one more entry here (and
 * a row in the privacy policy). The withdrawal (withdrawal.ts) removes a member's data at once;
 * these rules apply to everyone's data as it ages. Run by the apply-retention job.
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    kind: 'closed-report-contact',
    data: '실종 신고의 연락처, 장소 설명, 지도에 찍은 위치와 동물등록번호',
    kept: '신고를 닫은(찾았어요) 뒤 90일',
    async purge({ db }, now) {
      const rows = await db
        .update(lostReports)
        .set({
          phone: '',
          phoneVisibility: 'NONE',
          placeDetail: null,
          lat: null,
          lng: null,
          microchip: null,
        })
        .where(
          and(
            isNotNull(lostReports.closedAt),
            ne(lostReports.status, 'OPEN'),
            lt(lostReports.closedAt, before(now, CLOSED_REPORT_CONTACT_KEEP_MS)),
            or(
              ne(lostReports.phone, ''),
              isNotNull(lostReports.placeDetail),
              isNotNull(lostReports.lat),
              isNotNull(lostReports.microchip),
            ),
          ),
        )
        .returning({ id: lostReports.id });
      return rows.length;
    },
  },
  {
    kind: 'unconfirmed-sightings',
    data: '이메일 확인을 마치지 않은 방문자의 발견·목격 제보와 사진',
    kept: `${UNCONFIRMED_KEEP_MS / 3600_000}시간`,
    purge: (deps, now) => purgeUnconfirmed(deps, now),
  },
  {
    kind: 'expired-sessions',
    data: '로그인 세션(리프레시 토큰)과 비밀번호 재설정 링크',
    kept: '만료될 때까지 (재설정 링크는 사용하면 바로)',
    async purge({ db }, now) {
      const sessions = await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, now))
        .returning({ id: refreshTokens.id });
      const resets = await db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      return sessions.length + resets.length;
    },
  },
  {
    kind: 'mail-outbox',
    data: 'SMTP 없이 보관한 메일(받는 사람 이메일과 본문)',
    kept: '30일',
    async purge({ db }, now) {
      const rows = await db
        .delete(outboxMails)
        .where(lt(outboxMails.createdAt, before(now, OUTBOX_KEEP_MS)))
        .returning({ id: outboxMails.id });
      return rows.length;
    },
  },
  {
    kind: 'deleted-photos',
    data: '지워진 신고·제보·계정의 사진 파일',
    kept: '행을 지운 직후 (남은 파일은 매시간 다시)',
    purge: (deps) => deleteQueuedFiles(deps),
  },
];

/** Every rule once; what each purged, by kind. */
export async function applyRetention(deps: RetentionDeps, now = new Date()) {
  const purged: Record<string, number> = {};
  for (const rule of RETENTION_RULES) purged[rule.kind] = await rule.purge(deps, now);
  return purged;
}
