import { eq, inArray, or, sql } from 'drizzle-orm';
import {
  conversations,
  inquiries,
  inquiryReplies,
  lostReports,
  messages,
  notifications,
  passwordResetTokens,
  pushSubscriptions,
  refreshTokens,
  reportEmbeddings,
  reportPhotos,
  savedDogs,
  savedSearches,
  sightingPhotos,
  sightings,
  storageDeletions,
  userConsents,
  users,
} from '../src/db/schema';
import { createDog } from './dog-factory';
import { authHeaders, createAdmin, createUser } from './factories';
import type { TestApp } from './helper';
import { makeJpeg } from './images';
import { keyOf, postPhotos } from './reports.helpers';
import { postSighting } from './sightings.helpers';

const photo = async (color: string) => ({ buffer: await makeJpeg({ color }), filename: 'dog.jpg' });

/**
 * A member with a bit of everything the service keeps about members: a session, a reset
 * token, a report with two photos and a vector, a sighting with a photo, an inquiry with an
 * admin's reply, a conversation with a message, a notification and a push device.
 */
export async function seedMember(app: TestApp) {
  const member = await createUser(app);
  const admin = await createAdmin(app);
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { userid: member.userid, password: member.password },
  });
  const refreshToken = login.cookies.find((c) => c.name === 'refreshToken')?.value ?? '';
  const posted = await postPhotos(app, member, [await photo('#884422'), await photo('#224488')]);
  if (posted.statusCode >= 300) throw new Error(posted.body);
  const reportId = posted.json().id as number;
  const seen = await postSighting(app, { user: member });
  if (seen.statusCode >= 300) throw new Error(seen.body);
  const sightingId = seen.json().id as number;
  const inquiry = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    headers: await authHeaders(app, member),
    payload: { title: '문의', content: '탈퇴 전 문의입니다', isPublic: false },
  });
  const inquiryId = inquiry.json().id as number;
  await app.db
    .insert(inquiryReplies)
    .values({ inquiryId, adminId: admin.id, adminNickname: admin.nickname, content: '답변' });
  const db = app.db;
  await db.insert(passwordResetTokens).values({
    userId: member.id,
    tokenHash: `hash-${member.id}-${Date.now()}`,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const [photoRow] = await db
    .select()
    .from(reportPhotos)
    .where(eq(reportPhotos.reportId, reportId));
  await db.insert(reportEmbeddings).values({
    reportId,
    model: 'test',
    version: '1',
    imageKey: photoRow!.imageKey,
    vector: Buffer.alloc(8),
  });
  const [conversation] = await db
    .insert(conversations)
    .values({ lostReportId: reportId, sightingId })
    .returning();
  await db
    .insert(messages)
    .values({ conversationId: conversation!.id, fromOwner: true, body: '안녕하세요' });
  await db.insert(notifications).values({ kind: 'MESSAGE', userId: member.id, reportId });
  await db.insert(pushSubscriptions).values({
    endpoint: `https://push.example/${member.id}`,
    p256dh: 'key',
    auth: 'auth',
    userId: member.id,
    kinds: ['MESSAGE'],
  });
  const dog = await createDog(db);
  await db.insert(savedDogs).values({ userId: member.id, dogId: dog.id });
  await db.insert(savedSearches).values({ userId: member.id, kind: 'filters', filters: {} });
  return {
    member,
    admin,
    reportId,
    sightingId,
    inquiryId,
    refreshToken,
    files: await filesOf(app, reportId, sightingId),
  };
}

/** Every stored key of the report's and the sighting's photos. */
async function filesOf(app: TestApp, reportId: number, sightingId: number) {
  const rows = [
    ...(await app.db.select().from(reportPhotos).where(eq(reportPhotos.reportId, reportId))),
    ...(await app.db
      .select()
      .from(sightingPhotos)
      .where(eq(sightingPhotos.sightingId, sightingId))),
  ];
  const keys = rows.flatMap((row) => [row.imageKey, row.thumbnailKey]);
  if (keys.length !== 6) throw new Error(`expected 6 stored files, got ${keys.length}`);
  return keys;
}

export type Seeded = Awaited<ReturnType<typeof seedMember>>;

/** How many rows still hold something of the member, table by table. */
export async function personalRowsOf(app: TestApp, seeded: Seeded) {
  const db = app.db;
  const id = seeded.member.id;
  const n = async (query: Promise<unknown[]>) => (await query).length;
  return {
    refreshTokens: await n(db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))),
    resetTokens: await n(
      db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id)),
    ),
    reports: await n(db.select().from(lostReports).where(eq(lostReports.authorId, id))),
    reportPhotos: await n(
      db.select().from(reportPhotos).where(eq(reportPhotos.reportId, seeded.reportId)),
    ),
    vectors: await n(
      db.select().from(reportEmbeddings).where(eq(reportEmbeddings.reportId, seeded.reportId)),
    ),
    sightings: await n(db.select().from(sightings).where(eq(sightings.authorId, id))),
    inquiries: await n(db.select().from(inquiries).where(eq(inquiries.userId, id))),
    replies: await n(
      db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, seeded.inquiryId)),
    ),
    conversations: await n(
      db
        .select()
        .from(conversations)
        .where(
          or(
            eq(conversations.lostReportId, seeded.reportId),
            eq(conversations.sightingId, seeded.sightingId),
          ),
        ),
    ),
    notifications: await n(db.select().from(notifications).where(eq(notifications.userId, id))),
    devices: await n(db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, id))),
    savedDogs: await n(db.select().from(savedDogs).where(eq(savedDogs.userId, id))),
    savedSearches: await n(db.select().from(savedSearches).where(eq(savedSearches.userId, id))),
    consents: await n(db.select().from(userConsents).where(eq(userConsents.userId, id))),
    queuedFiles: await n(
      db.select().from(storageDeletions).where(inArray(storageDeletions.key, seeded.files)),
    ),
  };
}

export const nothingLeft = {
  refreshTokens: 0,
  resetTokens: 0,
  reports: 0,
  reportPhotos: 0,
  vectors: 0,
  sightings: 0,
  inquiries: 0,
  replies: 0,
  conversations: 0,
  notifications: 0,
  devices: 0,
  savedDogs: 0,
  savedSearches: 0,
  consents: 0,
  queuedFiles: 0,
};

/** The account row as stored: only its id and withdrawal time may say anything. */
export async function accountRow(app: TestApp, id: number) {
  const [row] = await app.db
    .select({
      userid: users.userid,
      nickname: users.nickname,
      email: users.email,
      passwordHash: users.passwordHash,
      name: users.name,
      withdrawnAt: users.withdrawnAt,
      prefs: sql<string>`${users.alertPreferences}::text`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Which of the keys are still in the store. */
export async function storedOf(app: TestApp, keys: string[]) {
  const left: string[] = [];
  for (const key of keys) if (await app.storage.has(key)) left.push(key);
  return left;
}

export { keyOf };
