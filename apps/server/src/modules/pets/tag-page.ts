import type { PetShownField, TagPage } from '@chajul/contracts';
import { petMessages, petShownLabels } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import type { PetProfileRow } from '../../db/schema';
import { lostReports } from '../../db/schema';
import { notFound } from '../../errors';
import { imagePathOf } from '../../lib/photo-set';
import type { Signer } from '../../lib/signer';
import type { Notifier } from '../notifications/notifier';
import { tagFoundMail } from './tag-mail';
import * as repo from './pets.repository';
import { roundedPosition } from './tag-code';
import { openTagThread } from './tag-conversation';
import { noticeLinkLabel, noticePushBody, noticeWhat } from './tag-words';

export type TagDeps = { db: Db; notifier: Notifier; publicBaseUrl: string; signer: Signer };

const GENDER_WORDS: Record<string, string> = { 암컷: '여아', 수컷: '남아' };

/** The rows a finder may read, each only where the owner chose to show it. */
function detailsOf(row: PetProfileRow, shown: Set<string>) {
  const rows: [PetShownField, string | null][] = [
    ['BREED', row.breed],
    ['COLOUR', row.colour],
    ['SIZE', row.size],
    ['GENDER', row.gender && (GENDER_WORDS[row.gender] ?? row.gender)],
    ['AGE', row.birthYear ? `${row.birthYear}년생` : null],
    ['MARKS', row.marks],
    ['TEMPERAMENT', row.temperament],
    ['MEDICAL', row.medical],
  ];
  return rows.flatMap(([field, value]) =>
    shown.has(field) && value ? [{ label: petShownLabels[field], value }] : [],
  );
}

/** The profile's lost report while it is open and shown: the tag's page is then a lost notice. */
async function openLostReport(deps: TagDeps, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [report] = await deps.db
    .select({ status: lostReports.status, hiddenAt: lostReports.hiddenAt })
    .from(lostReports)
    .where(eq(lostReports.id, id));
  return report?.status === 'OPEN' && !report.hiddenAt ? id : null;
}

async function activeTag(deps: TagDeps, code: string) {
  const tag = await repo.findTag(deps.db, code);
  if (!tag) throw notFound(petMessages.notFound);
  return tag;
}

/**
 * The tag's page for anyone who scans it (ADR 252): only what the owner allowed, never the
 * owner's name, phone, e-mail, 동물등록번호 or vet. A revoked code says only that. Each
 * opening is a VIEW line in the owner's scan log.
 */
export async function tagPage(deps: TagDeps, code: string): Promise<TagPage> {
  const tag = await activeTag(deps, code);
  if (tag.revokedAt) return { state: 'REVOKED' };
  const profile = await repo.findProfile(deps.db, tag.profileId);
  if (!profile) return { state: 'REVOKED' };
  await repo.insertScan(deps.db, { tagId: tag.id, kind: 'VIEW' });
  const lostReportId = await openLostReport(deps, profile.lostReportId);
  const shown = new Set(profile.shown);
  const photos = shown.has('PHOTO') ? await repo.photosOf(deps.db, profile.id) : [];
  return {
    state: 'ACTIVE',
    lost: lostReportId !== null,
    lostReportId,
    name: shown.has('NAME') ? profile.name : null,
    photos: photos.map((p) => ({
      imagePath: imagePathOf(p.imageKey),
      thumbnailPath: imagePathOf(p.thumbnailKey),
    })),
    details: detailsOf(profile, shown),
  };
}

/** The owner of an active tag's dog, or 404 for a revoked or unknown code. */
async function ownerOf(deps: TagDeps, code: string) {
  const tag = await activeTag(deps, code);
  const profile = !tag.revokedAt && (await repo.findProfile(deps.db, tag.profileId));
  if (!profile) throw notFound(petMessages.notFound);
  return { tag, profile };
}

type Notice =
  | { kind: 'NOTIFY'; message: string; lat?: number; lng?: number; exact: boolean }
  | { kind: 'LEFT'; place: string; message?: string | undefined };

/**
 * 가족에게 알리기 and 보호소·동물병원에 맡겼어요: a line in the scan log, and the owner told at
 * once in the app, by e-mail and by push, marked urgent. The finder's position is rounded to
 * about a kilometre unless they chose exact. 가족에게 알리기 also opens a conversation, whose
 * private link the finder gets back (ADR 254).
 */
export async function tellFamily(deps: TagDeps, code: string, notice: Notice) {
  const { tag, profile } = await ownerOf(deps, code);
  const position =
    notice.kind === 'NOTIFY'
      ? roundedPosition(notice.lat, notice.lng, notice.exact)
      : { lat: null, lng: null, exact: false };
  const scanId = await repo.insertScan(deps.db, {
    tagId: tag.id,
    kind: notice.kind,
    ...position,
    message: notice.message ?? null,
    place: notice.kind === 'LEFT' ? notice.place : null,
  });
  // 가족에게 알리기 opens the conversation both sides answer in (ADR 254).
  const thread =
    notice.kind === 'NOTIFY' ? await openTagThread(deps, profile.id, notice.message) : null;
  const url = thread ? `/messages?id=${thread.conversationId}` : '/mypage?tab=pets';
  const what = noticeWhat(notice.kind, profile.name, notice.kind === 'LEFT' ? notice.place : null);
  await deps.notifier.notify({
    kind: 'TAG_FOUND',
    to: { userId: profile.ownerId },
    about: {
      detail: `${profile.name}\n${what}`,
      eventKey: `tag-scan:${scanId}`,
      // The bell opens the conversation too, as the push and the mail do (ADR 257).
      ...(thread ? { conversationId: thread.conversationId } : {}),
    },
    push: {
      title: `[긴급] ${what}`,
      body: noticePushBody[notice.kind],
      url,
      tag: `tag-scan-${profile.id}`,
    },
    mail: (to) =>
      tagFoundMail({
        to: to.email,
        what,
        message: notice.message ?? null,
        place: notice.kind === 'LEFT' ? notice.place : null,
        position,
        url: `${deps.publicBaseUrl}${url}`,
        linkLabel: noticeLinkLabel[notice.kind],
      }),
  });
  return {
    status: 'ok' as const,
    message: notice.kind === 'LEFT' ? petMessages.leftSent : petMessages.notifySent,
    ...(thread ? { link: thread.link } : {}),
  };
}
