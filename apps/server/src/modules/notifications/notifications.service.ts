import type { NotificationKind, NotificationPage } from '@chajul/contracts';
import { matchMessages, reportImageUrl, sightingImageUrl } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { imagePathOf } from '../search/search.service';
import * as repo from './notifications.repository';

/** Each kind's photo lives behind its own image route. */
function imageUrlOf(kind: NotificationKind, key: string | null): string | null {
  if (!key) return null;
  if (
    kind === 'DOG_MATCH' ||
    kind === 'SAVED_DOG_STATE' ||
    kind === 'SAVED_DOG_ENDING' ||
    kind === 'SEARCH_PHOTO_MATCH'
  )
    return imagePathOf(key);
  if (kind === 'FAMILY_MATCH' || kind === 'STILL_LOST' || kind === 'FAMILY_FOUND') {
    return reportImageUrl(`/${key}`);
  }
  return sightingImageUrl(`/${key}`);
}

export async function listNotifications(
  db: Db,
  user: UserRow,
  page: number,
  size: number,
): Promise<NotificationPage> {
  const { rows, total } = await repo.listNotifications(db, user.id, page * size, size);
  return {
    content: rows.map(({ imageKey, readAt, createdAt, similarity, kind, ...n }) => ({
      ...n,
      kind: kind as NotificationKind,
      imagePath: imageUrlOf(kind as NotificationKind, imageKey),
      similarity: similarity === null ? null : Math.round(similarity * 10_000) / 10_000,
      read: readAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    totalPages: Math.ceil(total / size),
    totalElements: total,
    number: page,
  };
}

export async function readNotification(db: Db, user: UserRow, id: number) {
  if (!(await repo.markRead(db, user.id, id))) throw notFound(matchMessages.notificationNotFound);
  return { unread: await repo.countUnread(db, user.id) };
}

export async function readAllNotifications(db: Db, user: UserRow) {
  await repo.markAllRead(db, user.id);
  return { unread: 0 };
}

export const unreadCount = async (db: Db, user: UserRow) => ({
  unread: await repo.countUnread(db, user.id),
});
