import { createHmac } from 'node:crypto';
import type {
  Notice,
  NoticeBody,
  NoticeFile,
  NoticePage,
  noticeBodySchema,
  noticeListQuerySchema,
} from '@chajul/contracts';
import { NOTICE_FILES_MAX, NOTICE_PAGE_SIZE, noticeMessages } from '@chajul/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { NoticeFileRow, NoticeRow, UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { SavedImage } from '../../lib/image-store';
import { deleteImage, saveImage } from '../../lib/image-store';
import { pageMeta } from '../../lib/paging';
import type { Storage } from '../../lib/storage';
import * as repo from './notices.repository';
import type { NoticeUpload } from './notices.form';
import { cleanFileName } from './notices.form';

/** A reader counted once per notice within this window (ADR 010). */
export const VIEW_WINDOW_SECONDS = 30 * 60;

type ListQuery = z.output<typeof noticeListQuerySchema>;
type Body = z.output<typeof noticeBodySchema>;
/** A notice's writes touch its rows and its attached images. */
export type NoticesDeps = { db: Db; storage: Storage };
export type { NoticeBody };

export async function listNotices(db: Db, query: ListQuery): Promise<NoticePage> {
  const size = query.size || query.limit || NOTICE_PAGE_SIZE;
  const direction =
    query.sort === 'createdAt,asc' ||
    (query.sort !== 'createdAt,desc' && query.order?.toLowerCase() === 'asc')
      ? 'asc'
      : 'desc';
  const offset = query.page * size;
  const { rows, total } = await repo.listNotices(db, {
    type: query.type,
    q: query.q,
    direction,
    offset,
    size,
  });
  const data = rows.map((row, i) => ({
    id: row.id,
    displayNo: direction === 'desc' ? total - offset - i : offset + i + 1,
    title: row.title,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    views: row.views,
    fileCount: row.fileCount,
  }));
  return { data, pagination: { meta: pageMeta(total, size, query.page) } };
}

const fileUrl = (file: NoticeFileRow) => `/api/notices/${file.noticeId}/files/${file.id}`;

function toFile(file: NoticeFileRow): NoticeFile {
  return {
    id: file.id,
    url: fileUrl(file),
    thumbnailUrl: `${fileUrl(file)}?thumb=1`,
    name: file.key.split('/').pop() ?? file.key,
    originalName: file.originalName,
    alt: file.alt,
  };
}

async function toNotice(db: Db, row: NoticeRow): Promise<Notice> {
  const [files, displayNo] = await Promise.all([
    repo.listNoticeFiles(db, row.id),
    repo.noticePosition(db, row.id),
  ]);
  return {
    id: row.id,
    displayNo,
    title: row.title,
    content: row.content,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    views: row.views,
    fileCount: files.length,
    files: files.map(toFile),
  };
}

async function requireNotice(db: Db, id: number): Promise<NoticeRow> {
  const row = await repo.findNotice(db, id);
  if (!row) throw notFound(noticeMessages.notFound);
  return row;
}

/** Who is reading: the member, or a keyed hash of address and browser for a visitor. */
export function readerKey(secret: string, user: UserRow | null, ip: string, agent: string): string {
  if (user) return `u:${user.id}`;
  return `a:${createHmac('sha256', secret).update(`${ip}\n${agent}`).digest('base64url').slice(0, 43)}`;
}

/** The notice, counting this reader's view; `onCounted` hears when the count went up. */
export async function readNotice(
  db: Db,
  id: number,
  reader: string,
  onCounted: () => void,
): Promise<Notice> {
  await requireNotice(db, id);
  if (await repo.recordView(db, id, reader, VIEW_WINDOW_SECONDS)) {
    onCounted();
    // Old marks only need to go eventually; one reader in a hundred sweeps them.
    if (Math.random() < 0.01) await repo.pruneViews(db, VIEW_WINDOW_SECONDS);
  }
  return toNotice(db, await requireNotice(db, id));
}

type SavedUpload = SavedImage & { originalName: string; alt: string | null };

/**
 * Re-encodes every upload first: one bad file stores nothing (415), and nothing is half-saved.
 * Each keeps the alt text sent in its place; an image sent without one is undescribed.
 */
async function saveUploads(
  deps: NoticesDeps,
  uploads: NoticeUpload[],
  alts: (string | null)[],
): Promise<SavedUpload[]> {
  if (alts.length > uploads.length) throw badRequest(noticeMessages.altTooMany, 'newFileAlts');
  const saved: SavedUpload[] = [];
  try {
    for (const [i, upload] of uploads.entries()) {
      const image = await saveImage(deps.storage, 'notices', upload.buffer);
      saved.push({ ...image, originalName: cleanFileName(upload.filename), alt: alts[i] ?? null });
    }
  } catch (error) {
    await Promise.all(saved.map((s) => deleteImage(deps.storage, s)));
    throw error;
  }
  return saved;
}

function checkFileCount(count: number) {
  if (count > NOTICE_FILES_MAX) throw badRequest(noticeMessages.tooManyFiles, 'files');
}

/** New alt texts may name only images the notice keeps. */
function checkAltTargets(alts: Body['fileAlts'], kept: NoticeFileRow[]) {
  const ids = new Set(kept.map((f) => f.id));
  if (alts.some((a) => !ids.has(a.id))) throw badRequest(noticeMessages.fileNotFound, 'fileAlts');
}

export async function createNotice(
  deps: NoticesDeps,
  admin: UserRow,
  body: Body,
  uploads: NoticeUpload[],
): Promise<Notice> {
  checkFileCount(uploads.length);
  checkAltTargets(body.fileAlts, []);
  const saved = await saveUploads(deps, uploads, body.newFileAlts);
  try {
    const id = await repo.insertNotice(
      deps.db,
      {
        title: body.title,
        content: body.content,
        author: admin.nickname || admin.name || noticeMessages.authorFallback,
        authorId: admin.id,
      },
      saved,
    );
    return toNotice(deps.db, await requireNotice(deps.db, id));
  } catch (error) {
    await Promise.all(saved.map((s) => deleteImage(deps.storage, s)));
    throw error;
  }
}

export async function updateNotice(
  deps: NoticesDeps,
  id: number,
  body: Body,
  uploads: NoticeUpload[],
): Promise<Notice> {
  await requireNotice(deps.db, id);
  const existing = await repo.listNoticeFiles(deps.db, id);
  const removed = existing.filter((f) => body.removeFileIds.includes(f.id));
  checkFileCount(existing.length - removed.length + uploads.length);
  checkAltTargets(
    body.fileAlts,
    existing.filter((f) => !removed.includes(f)),
  );
  const saved = await saveUploads(deps, uploads, body.newFileAlts);
  try {
    await repo.updateNotice(
      deps.db,
      id,
      { title: body.title, content: body.content },
      { add: saved, removeIds: removed.map((f) => f.id), alts: body.fileAlts },
    );
  } catch (error) {
    await Promise.all(saved.map((s) => deleteImage(deps.storage, s)));
    throw error;
  }
  // Files go only after the rows are gone, so a failure never leaves a row without its file.
  await Promise.all(removed.map((f) => deleteImage(deps.storage, f)));
  return toNotice(deps.db, await requireNotice(deps.db, id));
}

export async function deleteNotice(deps: NoticesDeps, id: number): Promise<void> {
  await requireNotice(deps.db, id);
  const files = await repo.listNoticeFiles(deps.db, id);
  await repo.deleteNotice(deps.db, id);
  await Promise.all(files.map((f) => deleteImage(deps.storage, f)));
}

export async function noticeFileKey(
  db: Db,
  noticeId: number,
  fileId: number,
  thumbnail: boolean,
): Promise<string> {
  const file = await repo.findNoticeFile(db, noticeId, fileId);
  if (!file) throw notFound(noticeMessages.fileNotFound);
  return thumbnail ? file.thumbnailKey : file.key;
}
