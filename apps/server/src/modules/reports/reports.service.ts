import type { ReportFields, reportListQuerySchema } from '@chajul/contracts';
import {
  DEFAULT_PHONE_VISIBILITY,
  deriveReportTitle,
  phoneMessages,
  REPORT_PHOTO_LIMIT,
  reportFieldsSchema,
  reportMessages,
  sightingMessages,
} from '@chajul/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { ImageAccess } from '../../lib/image-store';
import { parseFields } from '../../lib/multipart';
import { contentPage, pageMeta } from '../../lib/paging';
import type { Storage } from '../../lib/storage';
import { isAdmin } from '../../plugins/auth';
import type { PhotoForm } from '../../lib/photo-form';
import { coverOf, deletePhotos, droppedPhotos, photoSet } from '../../lib/photo-set';
import { placeAndLooksColumns } from '../../lib/dog-post-columns';
import { toReport, toReportListItem } from './reports.mapper';
import * as repo from './reports.repository';
/** What the lost-pet reports use: their rows, and their photos in storage. */
export type ReportsDeps = { db: Db; storage: Storage };

/** Report photos live under `reports/` and are served by /api/lost-pet/images. */
export const reportPhotos = photoSet({
  area: 'reports',
  limit: REPORT_PHOTO_LIMIT,
  messages: reportMessages,
});

export async function listReports(
  deps: ReportsDeps,
  query: z.output<typeof reportListQuerySchema>,
) {
  const size = query.size ?? query.limit ?? 5;
  const { rows, total } = await repo.listReports(deps.db, query, {
    offset: query.page * size,
    limit: size,
    // `sort` where given; else spec §9's order, oldest first by default.
    order: query.sort ?? (query.order === 'asc' ? 'oldest' : 'newest'),
  });
  return {
    data: rows.map(toReportListItem),
    pagination: { meta: pageMeta(total, size, query.page) },
  };
}

/** The member's own reports, newest first, in the my-page's "content" shape. */
export async function listOwnReports(deps: ReportsDeps, user: UserRow, page: number, size: number) {
  const { rows, total } = await repo.listReports(
    deps.db,
    { type: 'all', authorId: user.id },
    { offset: page * size, limit: size, order: 'newest' },
  );
  return contentPage(rows.map(toReportListItem), total, size, page);
}

async function findOr404(deps: ReportsDeps, id: number) {
  const row = await repo.findReport(deps.db, id);
  if (!row) throw notFound(reportMessages.notFound);
  return row;
}

export async function getReport(deps: ReportsDeps, id: number, reader: UserRow | null) {
  // Asked together; a missing report has no photos and answers 404 all the same.
  const [row, photoKeys] = await Promise.all([
    findOr404(deps, id),
    repo.reportPhotoKeys(deps.db, id),
  ]);
  // An admin hid it (issue 25), or a visitor has not opened its mailed link yet (ADR 243):
  // gone for everyone but admins (its visitor reads it by the private link).
  if ((row.hiddenAt || row.status === 'PENDING') && !isAdmin(reader)) {
    throw notFound(reportMessages.notFound);
  }
  return toReport(row, photoKeys, reader);
}

/** A stored photo is public while its report is; a hidden or deleted one's is gone (ADR 225). */
export const photoAccess = (deps: ReportsDeps, key: string): Promise<ImageAccess> =>
  repo.reportPhotoAccess(deps.db, key);

/**
 * A member's click on 연락처 보기 (ADR 136): the number where the owner allows members, and
 * a line in phone_reveals. The route limits how often one member may click.
 */
export async function revealPhone(deps: ReportsDeps, user: UserRow, id: number, ip: string) {
  const row = await findOr404(deps, id);
  if (row.hiddenAt) throw notFound(reportMessages.notFound);
  const own = row.authorId === user.id;
  if (!own && row.phoneVisibility === 'NONE') throw forbidden(phoneMessages.hidden);
  if (!own) await repo.logPhoneReveal(deps.db, { reportId: id, userId: user.id, ip });
  return { phone: row.phone };
}

export function columnsOf(fields: ReportFields) {
  return {
    title: fields.title ?? deriveReportTitle(fields),
    dateLost: fields.dateLost,
    timeLost: fields.timeLost ?? null,
    placeDetail: fields.placeDetail ?? null,
    ...placeAndLooksColumns(fields),
    species: fields.species ?? null,
    content: fields.content ?? null,
    phone: fields.phone,
    dogName: fields.dogName ?? null,
    // An edit without the field keeps the owner's earlier choice.
    ...(fields.phoneVisibility ? { phoneVisibility: fields.phoneVisibility } : {}),
  };
}

/**
 * The fields and the photo count are checked before any photo is stored, so a bad form
 * stores nothing; if the insert fails, the stored photos go again.
 */
export async function createReport(deps: ReportsDeps, user: UserRow, form: PhotoForm) {
  // Blocked by an admin (issue 25): may read and ask, not post.
  if (user.blockedAt) throw forbidden(sightingMessages.blocked);
  const fields = parseFields(reportFieldsSchema, form.fields);
  reportPhotos.assertCount(form.photos.length);
  const photos = await reportPhotos.save(deps.storage, form.photos);
  try {
    const row = await repo.insertReport(
      deps.db,
      { phoneVisibility: DEFAULT_PHONE_VISIBILITY, ...columnsOf(fields), authorId: user.id },
      photos,
    );
    return { status: 'ok' as const, message: reportMessages.created, id: row.id };
  } catch (error) {
    await deletePhotos(deps.storage, photos);
    throw error;
  }
}

/**
 * Author only. keepPhotos and the photo count are checked before anything is stored, and
 * again inside the update against the photos as they are then; the files of removed photos
 * go only after the update is saved.
 */
export async function updateReport(deps: ReportsDeps, user: UserRow, id: number, form: PhotoForm) {
  const row = await findOr404(deps, id);
  if (row.authorId !== user.id) throw forbidden(reportMessages.editForbidden);
  return editReport(deps, id, form);
}

/**
 * The edit itself, once the caller knows it is the author's (a member, or a visitor by the
 * private link: ADR 243). `fixed` are columns the form may not change (a visitor's number
 * stays hidden).
 */
export async function editReport(
  deps: ReportsDeps,
  id: number,
  form: PhotoForm,
  fixed: Partial<repo.ReportColumns> = {},
) {
  const fields = parseFields(reportFieldsSchema, form.fields);
  const current = await repo.reportPhotoKeys(deps.db, id);
  const saved = await reportPhotos.edit(deps.storage, current, form, (next) =>
    repo.updateReport(deps.db, id, { ...columnsOf(fields), ...fixed }, next),
  );
  if (!saved) throw notFound(reportMessages.notFound);
  return { status: 'ok' as const, message: reportMessages.updated, id };
}

/** The author or an admin; every photo and thumbnail goes with the report. */
export async function deleteReport(deps: ReportsDeps, user: UserRow, id: number) {
  const row = await findOr404(deps, id);
  if (row.authorId !== user.id && !isAdmin(user)) throw forbidden(reportMessages.deleteForbidden);
  const photos = await repo.deleteReport(deps.db, id);
  await deletePhotos(deps.storage, [...photos, ...droppedPhotos(coverOf(row), photos)]);
  return { status: 'ok' as const, message: reportMessages.deleted, id };
}
