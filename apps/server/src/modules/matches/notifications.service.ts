import type { EmailAlerts, NotificationPage } from '@chajul/contracts';
import { matchMessages } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { imagePathOf } from '../search/search.service';
import * as repo from './notifications.repository';

export async function listNotifications(
  db: Db,
  user: UserRow,
  page: number,
  size: number,
): Promise<NotificationPage> {
  const { rows, total } = await repo.listNotifications(db, user.id, page * size, size);
  return {
    content: rows.map(({ imageKey, thumbnailKey, readAt, createdAt, similarity, ...n }) => ({
      ...n,
      imagePath: imagePathOf(thumbnailKey ?? imageKey),
      similarity: Math.round(similarity * 10_000) / 10_000,
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

export async function setEmailAlerts(db: Db, user: UserRow, body: EmailAlerts) {
  await repo.setEmailAlerts(db, user.id, body.emailAlerts);
  return { status: 'ok' as const, message: matchMessages.alertsUpdated };
}

export const emailAlertsOf = (user: UserRow): EmailAlerts => ({ emailAlerts: user.emailAlerts });
