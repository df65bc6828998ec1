import type { SightingFields, sightingListQuerySchema } from '@chajul/contracts';
import {
  HONEYPOT_FIELD,
  reportMessages,
  SIGHTING_PHOTO_LIMIT,
  sightingFieldsSchema,
  sightingMessages as m,
  UNCONFIRMED_SIGHTING_KEEP_HOURS,
} from '@chajul/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors';
import { placeAndLooksColumns } from '../../lib/dog-post-columns';
import { emailKey } from '../../lib/email-key';
import { parseFields } from '../../lib/multipart';
import { contentPage, pageMeta } from '../../lib/paging';
import type { PhotoForm } from '../../lib/photo-form';
import type { PhotoKeys } from '../../lib/photo-set';
import { deletePhotos, photoSet } from '../../lib/photo-set';
import { isAdmin } from '../../plugins/auth';
import { findReport } from '../reports/reports.repository';
import type { Finder } from './sightings.access';
import { isAuthorOf } from './sightings.access';
import { linkToken, newLinkNonce, tokenSightingId } from '../visitors/visitor-links';
import { confirmMail } from './sightings.mail';
import { toSighting, toSightingListItem } from './sightings.mapper';
import * as repo from './sightings.repository';
import type { PostDeps } from '../visitors/visitor-post';
import { checkVisitorPost, useFormToken } from '../visitors/visitor-post';

/**
 * `published`: a sighting just went public (a member's post, a visitor's confirmation, an
 * edit); the poster names who posted it, so one poster's burst does not hold the matching of
 * others.
 */
export type SightingsDeps = PostDeps<(id: number, poster: string) => Promise<void>>;

/** Who posted a sighting, as the match queue is fair by (a visitor by their post). */
const posterOf = (row: { id: number; authorId: number | null }) =>
  row.authorId !== null ? `member:${row.authorId}` : `visitor:${row.id}`;

export const sightingPhotos = photoSet({
  area: 'sightings',
  limit: SIGHTING_PHOTO_LIMIT,
  messages: m,
});

export async function listSightings(
  deps: SightingsDeps,
  query: z.output<typeof sightingListQuerySchema>,
) {
  const { rows, total } = await repo.listSightings(deps.db, query, {
    offset: query.page * query.size,
    limit: query.size,
  });
  return {
    data: rows.map(toSightingListItem),
    pagination: { meta: pageMeta(total, query.size, query.page) },
  };
}

/** A member's own sightings, newest first, whatever their state. */
export async function listOwnSightings(
  deps: SightingsDeps,
  user: UserRow,
  page: number,
  size: number,
) {
  const { rows, total } = await repo.listSightings(
    deps.db,
    { authorId: user.id },
    { offset: page * size, limit: size },
  );
  return contentPage(rows.map(toSightingListItem), total, size, page);
}

/**
 * Open and closed sightings are public; a PENDING one only to its link's holder (the confirm
 * page), a hidden one only to admins.
 */
/** Read only by their author: a pending one, and a tag finder's to the family (ADR 254). */
const PRIVATE_STATUSES = new Set(['PENDING', 'TAG']);

export async function getSighting(deps: SightingsDeps, id: number, finder: Finder) {
  const row = await repo.findSighting(deps.db, id);
  const author = row !== undefined && isAuthorOf(deps.signer, row, finder);
  const visible =
    row !== undefined &&
    (isAdmin(finder.user) || (!row.hiddenAt && (!PRIVATE_STATUSES.has(row.status) || author)));
  if (!row || !visible) throw notFound(m.notFound);
  return toSighting(row, await repo.sightingPhotoKeys(deps.db, id), author);
}

function columnsOf(fields: SightingFields) {
  return {
    kind: fields.kind,
    seenAt: fields.seenAt,
    place: fields.place,
    ...placeAndLooksColumns(fields),
    breed: fields.breed ?? null,
    note: fields.note ?? null,
    heldAt: fields.kind === 'FOUND' ? (fields.heldAt ?? null) : null,
    direction: fields.kind === 'SEEN' ? (fields.direction ?? null) : null,
    lostReportId: fields.lostReportId ?? null,
  };
}

/** The lost report a finder answers from must be one everyone can see. */
async function assertLostReport(db: Db, id: number | undefined) {
  if (id === undefined) return;
  const report = await findReport(db, id);
  if (!report || report.hiddenAt || report.status === 'PENDING') {
    throw badRequest(m.lostReportUnknown, 'lostReportId');
  }
}

/**
 * A member's post is public at once (201); a visitor's waits for the link in its mail (202).
 * Fields, robot checks and limits come before any photo is stored; a failed insert removes
 * the stored photos again.
 */
export async function createSighting(deps: SightingsDeps, finder: Finder, form: PhotoForm) {
  if ((form.fields[HONEYPOT_FIELD] ?? '').trim() !== '') throw badRequest(m.honeypot);
  const fields = parseFields(sightingFieldsSchema, form.fields);
  const { user } = finder;
  if (user?.blockedAt) throw forbidden(m.blocked);
  const visitor = user
    ? undefined
    : await checkVisitorPost(deps, form.fields, (email, since) =>
        repo.countVisitorPosts(deps.db, email, since),
      );
  await assertLostReport(deps.db, fields.lostReportId);
  sightingPhotos.assertCount(form.photos.length);
  const release = visitor ? await useFormToken(deps.db, visitor) : undefined;
  let photos: PhotoKeys[] = [];
  const nonce = visitor ? newLinkNonce() : null;
  let id: number;
  try {
    photos = await sightingPhotos.save(deps.storage, form.photos);
    ({ id } = await repo.insertSighting(
      deps.db,
      {
        ...columnsOf(fields),
        authorId: user?.id ?? null,
        visitorEmail: visitor?.email ?? null,
        visitorEmailKey: visitor ? emailKey(visitor.email) : null,
        visitorName: visitor?.name ?? null,
        linkNonce: nonce,
        status: visitor ? 'PENDING' : 'OPEN',
      },
      photos,
    ));
  } catch (error) {
    await deletePhotos(deps.storage, photos);
    await release?.();
    throw error;
  }
  if (visitor && nonce) {
    const link = `${deps.publicBaseUrl}/sighting/manage?token=${linkToken(deps.signer, id, nonce)}`;
    await deps.mailer.send(confirmMail({ to: visitor.email, kind: fields.kind, link }));
    return { status: 'ok' as const, message: m.confirmSent, id, published: false };
  }
  await deps.published(id, posterOf({ id, authorId: user?.id ?? null }));
  return { status: 'ok' as const, message: m.created, id, published: true };
}

/** The private link opened: a PENDING sighting goes public; a live link works again later. */
export async function confirmSighting(deps: SightingsDeps, token: string) {
  const id = tokenSightingId(token);
  const row = id === undefined ? undefined : await repo.findSighting(deps.db, id);
  if (!row || row.hiddenAt || !isAuthorOf(deps.signer, row, { user: null, token })) {
    throw notFound(m.linkInvalid);
  }
  if (await repo.confirmSighting(deps.db, row.id)) await deps.published(row.id, posterOf(row));
  return { status: 'ok' as const, message: m.confirmed, id: row.id };
}

/** Nobody asking: log in (401); a link that does not open it: 404; someone else: 403. */
export function notTheAuthor(finder: Finder) {
  if (finder.user) return forbidden(m.forbidden);
  return finder.token ? notFound(m.linkInvalid) : unauthorized();
}

async function authorsSighting(deps: SightingsDeps, finder: Finder, id: number) {
  const row = await repo.findSighting(deps.db, id);
  if (!row || row.hiddenAt) throw notFound(m.notFound);
  if (!isAuthorOf(deps.signer, row, finder)) throw notTheAuthor(finder);
  if (row.status === 'CLOSED') throw conflict(m.alreadyClosed);
  return row;
}

/** The author edits: fields, and photos kept, reordered or added (like a lost report). */
export async function updateSighting(
  deps: SightingsDeps,
  finder: Finder,
  id: number,
  form: PhotoForm,
) {
  const row = await authorsSighting(deps, finder, id);
  const fields = parseFields(sightingFieldsSchema, form.fields);
  await assertLostReport(deps.db, fields.lostReportId);
  const current = await repo.sightingPhotoKeys(deps.db, id);
  const saved = await sightingPhotos.edit(deps.storage, current, form, (next) =>
    repo.updateSighting(deps.db, id, columnsOf(fields), next),
  );
  if (!saved) throw notFound(m.notFound);
  if (row.status === 'OPEN') await deps.published(id, posterOf(row));
  return { status: 'ok' as const, message: m.updated, id };
}

/** The author ends it: off the lists and the map, and its private link stops working. */
export async function closeSighting(deps: SightingsDeps, finder: Finder, id: number) {
  await authorsSighting(deps, finder, id);
  if (!(await repo.closeSighting(deps.db, id))) throw conflict(m.alreadyClosed);
  return { status: 'ok' as const, message: m.closed, id };
}

/** How many sightings a report's timeline shows. */
const TIMELINE_MAX = 50;

/**
 * When the dog was lost, in Korea time: at the time lost where the owner gave it, else at
 * the start of the day lost. A sighting from then on is what `daysSinceLost`
 * (sighting-score.ts) counts 0 days or more; as an instant the query can bound by it.
 */
const lostAt = (report: { dateLost: string; timeLost: string | null }) =>
  new Date(`${report.dateLost}T${report.timeLost ?? '00:00'}:00+09:00`);

/** A lost report's public timeline of sightings (hidden reports have none). */
export async function reportSightings(deps: SightingsDeps, reportId: number) {
  const report = await findReport(deps.db, reportId);
  if (!report || report.hiddenAt || report.status === 'PENDING') {
    throw notFound(reportMessages.notFound);
  }
  const rows = await repo.sightingsOfReport(deps.db, reportId, lostAt(report), TIMELINE_MAX);
  return { data: rows.map(toSightingListItem) };
}

/** A visitor's post never confirmed is deleted this long after it was sent (the mail says so). */
export const UNCONFIRMED_KEEP_MS = UNCONFIRMED_SIGHTING_KEEP_HOURS * 3600_000;

/** Deletes visitors' posts never confirmed, with their photos; returns how many photos went. */
export async function purgeUnconfirmed(
  deps: Pick<SightingsDeps, 'db' | 'storage'>,
  now = new Date(),
) {
  return purgeUnconfirmedBefore(deps, new Date(now.getTime() - UNCONFIRMED_KEEP_MS));
}

/** Deletes visitors' sightings created before `before` and never confirmed, with their photos. */
export async function purgeUnconfirmedBefore(
  deps: Pick<SightingsDeps, 'db' | 'storage'>,
  before: Date,
) {
  const photos = await repo.deletePendingBefore(deps.db, before);
  await deletePhotos(deps.storage, photos);
  return photos.length;
}
