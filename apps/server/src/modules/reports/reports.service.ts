import type { ReportFields, reportListQuerySchema } from '@chajul/contracts';
import { deriveReportTitle, reportFieldsSchema, reportMessages } from '@chajul/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { SavedImage } from '../../lib/image-store';
import { deleteImage, saveImage } from '../../lib/image-store';
import type { MultipartForm } from '../../lib/multipart';
import { parseFields } from '../../lib/multipart';
import { pageMeta } from '../../lib/paging';
import { isAdmin } from '../../plugins/auth';
import { toReport, toReportListItem } from './reports.mapper';
import * as repo from './reports.repository';

const IMAGE_AREA = 'reports';
type App = Pick<FastifyInstance, 'db' | 'storage'>;

export async function listReports(app: App, query: z.output<typeof reportListQuerySchema>) {
  const size = query.size ?? query.limit ?? 5;
  const { rows, total } = await repo.listReports(app.db, query, {
    offset: query.page * size,
    limit: size,
    order: query.order,
  });
  return {
    data: rows.map(toReportListItem),
    pagination: { meta: pageMeta(total, size, query.page) },
  };
}

/** The member's own reports, newest first, in the my-page's "content" shape. */
export async function listOwnReports(app: App, user: UserRow, page: number, size: number) {
  const { rows, total } = await repo.listReports(
    app.db,
    { type: 'all', authorId: user.id },
    { offset: page * size, limit: size, order: 'desc' },
  );
  const meta = pageMeta(total, size, page);
  return {
    content: rows.map(toReportListItem),
    totalPages: meta.totalPages,
    totalElements: total,
    number: page,
  };
}

async function findOr404(app: App, id: number) {
  const row = await repo.findReport(app.db, id);
  if (!row) throw notFound(reportMessages.notFound);
  return row;
}

export async function getReport(app: App, id: number) {
  return toReport(await findOr404(app, id));
}

function columnsOf(fields: ReportFields) {
  return {
    title: fields.title ?? deriveReportTitle(fields),
    dateLost: fields.dateLost,
    region: fields.region,
    district: fields.district,
    species: fields.species ?? null,
    gender: fields.gender ?? null,
    content: fields.content ?? null,
    phone: fields.phone,
    dogName: fields.dogName ?? null,
  };
}

/** Stores the uploaded photo, if any; the fields are checked first so a bad form stores nothing. */
async function saveUpload(app: App, form: MultipartForm): Promise<SavedImage | undefined> {
  const file = form.files.image;
  return file ? saveImage(app.storage, IMAGE_AREA, file.buffer) : undefined;
}

export async function createReport(app: App, user: UserRow, form: MultipartForm) {
  const fields = parseFields(reportFieldsSchema, form.fields);
  const image = await saveUpload(app, form);
  try {
    const row = await repo.insertReport(app.db, {
      ...columnsOf(fields),
      imageKey: image?.key ?? null,
      thumbnailKey: image?.thumbnailKey ?? null,
      authorId: user.id,
    });
    return { status: 'ok' as const, message: reportMessages.created, id: row.id };
  } catch (error) {
    await deleteImage(app.storage, image);
    throw error;
  }
}

const savedOf = (row: repo.ReportWithAuthor): SavedImage | undefined =>
  row.imageKey && row.thumbnailKey
    ? { key: row.imageKey, thumbnailKey: row.thumbnailKey }
    : undefined;

/** Author only. Without a new photo the old one stays; with one, the old goes after the new is saved. */
export async function updateReport(app: App, user: UserRow, id: number, form: MultipartForm) {
  const row = await findOr404(app, id);
  if (row.authorId !== user.id) throw forbidden(reportMessages.editForbidden);
  const fields = parseFields(reportFieldsSchema, form.fields);
  const image = await saveUpload(app, form);
  try {
    await repo.updateReport(app.db, id, {
      ...columnsOf(fields),
      ...(image ? { imageKey: image.key, thumbnailKey: image.thumbnailKey } : {}),
    });
  } catch (error) {
    await deleteImage(app.storage, image);
    throw error;
  }
  if (image) await deleteImage(app.storage, savedOf(row));
  return { status: 'ok' as const, message: reportMessages.updated, id };
}

/** The author or an admin; the photo and its thumbnail go with the report. */
export async function deleteReport(app: App, user: UserRow, id: number) {
  const row = await findOr404(app, id);
  if (row.authorId !== user.id && !isAdmin(user)) throw forbidden(reportMessages.deleteForbidden);
  await repo.deleteReport(app.db, id);
  await deleteImage(app.storage, savedOf(row));
  return { status: 'ok' as const, message: reportMessages.deleted, id };
}
