import type { Report, ReportClose } from '@chajul/contracts';
import {
  closingMessages,
  HONEYPOT_FIELD,
  lostVisitorMessages as m,
  OWNER_TOKEN_HEADER,
  reportFieldsSchema,
  sightingMessages,
  UNCONFIRMED_SIGHTING_KEEP_HOURS,
} from '@chajul/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { emailKey } from '../../lib/email-key';
import { parseFields } from '../../lib/multipart';
import type { PhotoForm } from '../../lib/photo-form';
import type { PhotoKeys } from '../../lib/photo-set';
import { deletePhotos } from '../../lib/photo-set';
import { newLinkNonce } from '../../lib/private-link';
import type { Signer } from '../../lib/signer';
import type { Storage } from '../../lib/storage';
import type { PostDeps } from '../visitors/visitor-post';
import { checkVisitorPost, useFormToken } from '../visitors/visitor-post';
import { LOST_REPORT_LINK, lostManageUrl } from '../visitors/visitor-links';
import { closeReport } from './report-closing.repository';
import { toReport } from './reports.mapper';
import { findReport, insertReport, reportPhotoKeys } from './reports.repository';
import { columnsOf, editReport, reportPhotos } from './reports.service';
import * as repo from './visitor-reports.repository';
import { claimMail, confirmReportMail } from './visitor-reports.mail';

/*
 * A lost report without an account (issue 39 item 2, ADR 243), by the finders' path: the
 * form token, the fill time, blocked addresses and the per-address limit (visitor-post.ts),
 * a mailed link that publishes it, and that link, kept, to edit and close it. Nobody else
 * ever sees the visitor's address, number or exact pin.
 */

/** `published`: the one call when a lost report goes public (report-published.ts). */
export type VisitorReportsDeps = PostDeps<(id: number) => Promise<void>>;

const LINK = LOST_REPORT_LINK;
const CLAIM = 'lost-report-claim';
/** How long a claim mail's link works. */
const CLAIM_LINK_MS = 24 * 3600_000;

/** A visitor's number is never shown: finders reach them through the site (ADR 243). */
const VISITOR_COLUMNS = { phoneVisibility: 'NONE' } as const;

/** The private link as the request carries it, in its header. */
export function ownerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[OWNER_TOKEN_HEADER];
  return typeof header === 'string' && header.length <= 200 ? header : undefined;
}

/** The visitor's report the token opens; 404 for any token the server did not make for it. */
export async function reportOfLink(deps: { db: Db; signer: Signer }, token: string | undefined) {
  const id = token ? LINK.idOf(token) : undefined;
  const row = id === undefined ? undefined : await findReport(deps.db, id);
  if (!row || !token || row.hiddenAt || row.authorId !== null) throw notFound(m.linkInvalid);
  if (!LINK.matches(deps.signer, token, row.linkNonce)) throw notFound(m.linkInvalid);
  return row;
}

/**
 * The form of a visitor: checked like a finder's before any photo is stored; the report is
 * PENDING and its link mailed (202). A failed insert removes the photos and frees the token.
 */
export async function createVisitorReport(deps: VisitorReportsDeps, form: PhotoForm) {
  if ((form.fields[HONEYPOT_FIELD] ?? '').trim() !== '') {
    throw badRequest(sightingMessages.honeypot);
  }
  const fields = parseFields(reportFieldsSchema, form.fields);
  const visitor = await checkVisitorPost(deps, form.fields, (email, since) =>
    repo.countVisitorReports(deps.db, email, since),
  );
  reportPhotos.assertCount(form.photos.length);
  const release = await useFormToken(deps.db, visitor);
  const nonce = newLinkNonce();
  let photos: PhotoKeys[] = [];
  let id: number;
  try {
    photos = await reportPhotos.save(deps.storage, form.photos);
    ({ id } = await insertReport(
      deps.db,
      {
        ...columnsOf(fields),
        ...VISITOR_COLUMNS,
        authorId: null,
        visitorEmail: visitor.email,
        visitorEmailKey: emailKey(visitor.email),
        linkNonce: nonce,
        status: 'PENDING',
      },
      photos,
    ));
  } catch (error) {
    await deletePhotos(deps.storage, photos);
    await release();
    throw error;
  }
  const link = lostManageUrl(deps.signer, deps.publicBaseUrl, id, nonce);
  await deps.mailer.send(confirmReportMail({ to: visitor.email, link }));
  return { status: 'ok' as const, message: m.confirmSent, id, published: false };
}

/** The mailed link opened: a PENDING report goes public (once); a live link works again. */
export async function confirmVisitorReport(deps: VisitorReportsDeps, token: string) {
  const row = await reportOfLink(deps, token);
  if (await repo.confirmVisitorReport(deps.db, row.id)) await deps.published(row.id);
  return { status: 'ok' as const, message: m.confirmed, id: row.id };
}

/** The report as its visitor sees it by the link: the exact pin, number and 동물등록번호. */
export async function reportByLink(deps: VisitorReportsDeps, token: string | undefined) {
  const row = await reportOfLink(deps, token);
  const report: Report = toReport(row, await reportPhotoKeys(deps.db, row.id), null);
  const exact = row.lat !== null && row.lng !== null;
  return {
    ...report,
    point: exact ? { lat: row.lat!, lng: row.lng!, approximate: false } : report.point,
    microchip: row.microchip,
    phone: row.phone,
    isAuthor: true,
  };
}

/** The visitor edits by the link, as a member edits their own; the number stays hidden. */
export async function editByLink(
  deps: VisitorReportsDeps,
  token: string | undefined,
  form: PhotoForm,
) {
  const row = await reportOfLink(deps, token);
  if (row.status === 'FOUND') throw conflict(closingMessages.alreadyClosed);
  const answer = await editReport(deps, row.id, form, VISITOR_COLUMNS);
  if (row.status === 'OPEN') await deps.published(row.id);
  return answer;
}

/** 찾았어요 by the link: closed like a member's, and the link ends with it. */
export async function closeByLink(
  deps: VisitorReportsDeps,
  token: string | undefined,
  closing: ReportClose,
) {
  const row = await reportOfLink(deps, token);
  if (!(await closeReport(deps.db, row.id, closing))) {
    throw conflict(closingMessages.alreadyClosed);
  }
  await repo.endVisitorLink(deps.db, row.id);
  return { status: 'ok' as const, message: closingMessages.closed, id: row.id };
}

/** Unconfirmed reports go as long after as unconfirmed sightings (the mail says 24 hours). */
export const UNCONFIRMED_REPORT_KEEP_MS = UNCONFIRMED_SIGHTING_KEEP_HOURS * 3600_000;

/** Deletes visitors' reports never confirmed, with their photos; returns how many photos went. */
export async function purgeUnconfirmedReports(
  deps: { db: Db; storage: Storage },
  now = new Date(),
) {
  return purgeUnconfirmedReportsBefore(deps, new Date(now.getTime() - UNCONFIRMED_REPORT_KEEP_MS));
}

/** The same with the cutoff given: the retention pass's (ADR 166, 243). */
export async function purgeUnconfirmedReportsBefore(
  deps: { db: Db; storage: Storage },
  before: Date,
) {
  const photos = await repo.deletePendingReportsBefore(deps.db, before);
  await deletePhotos(deps.storage, photos);
  return photos.length;
}

/** 마이페이지's prompt: confirmed visitor reports sent from the member's address. */
export async function claimableReports(deps: { db: Db }, user: UserRow) {
  return { count: await repo.countClaimable(deps.db, user.email) };
}

const claimText = (user: UserRow, expires: number) =>
  `${user.id}:${emailKey(user.email)}:${expires}`;

/**
 * A member's address is not proven by signing up: the claim is mailed to it, and only the
 * link in that mail moves the reports (claimReports).
 */
export async function mailClaimLink(deps: VisitorReportsDeps, user: UserRow, now = Date.now()) {
  const count = await repo.countClaimable(deps.db, user.email);
  if (count === 0) throw notFound(m.nothingToClaim);
  const expires = now + CLAIM_LINK_MS;
  const token = `${user.id}.${expires}.${deps.signer.sign(CLAIM, claimText(user, expires))}`;
  const link = `${deps.publicBaseUrl}/mypage?claim=${token}`;
  await deps.mailer.send(claimMail({ to: user.email, count, link }));
  return { status: 'ok' as const, message: m.claimMailSent };
}

/** The claim mail's link, opened by the member it was sent to: their reports become theirs. */
export async function claimReports(
  deps: { db: Db; signer: Signer },
  user: UserRow,
  token: string,
  now = Date.now(),
) {
  const match = /^(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const expires = Number(match?.[2]);
  const valid =
    match !== null &&
    Number(match[1]) === user.id &&
    expires > now &&
    deps.signer.verify(CLAIM, claimText(user, expires), match[3]!);
  if (!valid) throw badRequest(m.claimLinkInvalid, 'token');
  const count = await repo.claimReports(deps.db, user.email, user.id);
  return { status: 'ok' as const, message: m.claimed(count), count };
}
