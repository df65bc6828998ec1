import { describe, expect, it, vi } from 'vitest';
import { syncDogs } from '../src/modules/dog-imports/sync';
import { loadEmbeddings, unpackVector } from '../src/modules/search/search.repository';
import { createDog, makePhoto, realPhotos, reencode } from './dogs-factory';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call, candidateIds, reportWithPhoto, unread } from './matches.helpers';
import { nationalAnswer, nationalItem, publicDataConfig, startFakeApi } from './public-data-fake';

const fake = await startFakeApi();
const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: 'test-key' }) });
const index = () => app.photoSearch.indexer.runOnce();
const mailsTo = (email: string) => app.sentMails.filter((m) => m.to === email);

/** A member whose report (lost 2026-10-03 in 경기도 수원시) has this photo. */
async function ownerOf(photo: Buffer) {
  const owner = await createUser(app);
  const reportId = await reportWithPhoto(app, owner, photo);
  return { owner, reportId };
}

describe('alerts for new stray dogs', () => {
  it('an import of a matching dog alerts the author once: in the app and by email', async () => {
    const photo = await makePhoto(1001);
    const { owner, reportId } = await ownerOf(photo);
    const jpeg = await reencode(photo);
    fake.handle(({ path }) =>
      path.startsWith('/photos/')
        ? { body: jpeg, type: 'image/jpeg' }
        : {
            body: nationalAnswer(
              {
                item: [
                  nationalItem('441399202610001', {
                    popfile1: `${fake.base}/photos/1.jpg`,
                    orgNm: '경기도 수원시',
                    sexCd: 'F',
                    happenDt: '20261005',
                  }),
                ],
              },
              1,
            ),
          },
    );
    const sync = () =>
      syncDogs(app, { source: 'national', query: { found: { from: '20261001', to: '20261031' } } });
    await sync();
    await index();
    expect(await unread(app, owner)).toBe(1);
    const list = (await call(app, owner, 'GET', '/api/notifications')).json();
    expect(list.totalElements).toBe(1);
    const [note] = list.content;
    expect(note).toMatchObject({ reportId, read: false, jurisd: '경기도 수원시' });
    expect(await candidateIds(app, owner, reportId)).toContain(note.dogId);
    // The mail goes through the job queue, after the notification is saved.
    await vi.waitFor(() => expect(mailsTo(owner.email)).toHaveLength(1));
    const mails = mailsTo(owner.email);
    expect(mails[0]!.subject).toBe('[찾아줄개] 실종 신고와 비슷한 유기견이 새로 들어왔어요');
    expect(mails[0]!.text).toContain(`/lookup/${note.dogId}`);

    // The next import sees the same dog again; a re-embedding checks it again: no second alert.
    await sync();
    await app.matcher.checkDogs([{ id: note.dogId, vector: (await embedded(note.dogId))! }]);
    expect(await unread(app, owner)).toBe(1);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('a dog that does not look alike alerts nobody', async () => {
    // Real photos: the model finds any two generated pictures alike (cosine ≈ 0.9).
    const { owner } = await ownerOf(realPhotos('pug')[0]!);
    await createDog(app, realPhotos('samoyed')[0]!, { foundDate: '2026-10-05' });
    await index();
    expect(await unread(app, owner)).toBe(0);
  });

  it('members who turned email alerts off get the in-app alert only', async () => {
    const photo = await makePhoto(1201);
    const { owner } = await ownerOf(photo);
    expect((await call(app, owner, 'GET', '/api/mypage/alerts')).json()).toMatchObject({
      emailAlerts: true,
    });
    // The one box of clients before issue 26 turns e-mail off for every kind.
    const off = await call(app, owner, 'PUT', '/api/mypage/alerts', { emailAlerts: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('알림 설정을 저장했습니다.');
    const channels = { inApp: true, email: false, push: true };
    expect((await call(app, owner, 'GET', '/api/mypage/alerts')).json()).toEqual({
      emailAlerts: false,
      preferences: { match: channels, sighting: channels, message: channels, saved: channels },
    });
    await createDog(app, photo, { foundDate: '2026-10-05' });
    await index();
    expect(await unread(app, owner)).toBe(1);
    expect(mailsTo(owner.email)).toHaveLength(0);
  });

  it('refuses a setting that is not yes or no, in Korean', async () => {
    const owner = await createUser(app);
    const res = await call(app, owner, 'PUT', '/api/mypage/alerts', { emailAlerts: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('알림 메일 받기 여부를 선택하세요.');
    expect((await call(app, null, 'GET', '/api/mypage/alerts')).statusCode).toBe(401);
  });

  it('a dismissed dog and a closed report do not alert', async () => {
    const photo = await makePhoto(1301);
    const first = await createDog(app, photo, { foundDate: '2026-10-05' });
    await index();
    const dismissing = await ownerOf(photo);
    const closing = await ownerOf(photo);
    const dismiss = `/api/lost-pet/${dismissing.reportId}/matches/${first.id}/dismiss`;
    expect((await call(app, dismissing.owner, 'POST', dismiss)).statusCode).toBe(200);
    const found = `/api/lost-pet/${closing.reportId}/matches/${first.id}/found`;
    expect((await call(app, closing.owner, 'POST', found)).statusCode).toBe(200);
    // The dismissed dog is seen again (a re-embedding), and a new look-alike arrives.
    await app.matcher.checkDogs([{ id: first.id, vector: (await embedded(first.id))! }]);
    const newcomer = await createDog(app, photo, { foundDate: '2026-10-07' });
    await index();
    const notes = (await call(app, dismissing.owner, 'GET', '/api/notifications')).json().content;
    expect(notes.map((n: { dogId: number }) => n.dogId)).toEqual([newcomer.id]);
    expect(await unread(app, closing.owner)).toBe(0);
    expect(await candidateIds(app, closing.owner, closing.reportId)).not.toContain(newcomer.id);
  });
});

describe('the notification list', () => {
  it('is each member’s own: read one, read all, nobody else can touch it', async () => {
    const photo = await makePhoto(1401);
    const { owner } = await ownerOf(photo);
    await createDog(app, photo, { foundDate: '2026-10-05' });
    await createDog(app, photo, { foundDate: '2026-10-06' });
    await index();
    expect(await unread(app, owner)).toBe(2);
    const [latest] = (await call(app, owner, 'GET', '/api/notifications?size=1')).json().content;
    const stranger = await createUser(app);
    const url = `/api/notifications/${latest.id}/read`;
    const theirs = await call(app, stranger, 'POST', url);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('알림을 찾을 수 없습니다.');
    expect((await call(app, owner, 'POST', url)).json()).toEqual({ unread: 1 });
    expect((await call(app, owner, 'POST', '/api/notifications/read-all')).json()).toEqual({
      unread: 0,
    });
    expect(await unread(app, owner)).toBe(0);
    expect((await call(app, stranger, 'GET', '/api/notifications')).json().totalElements).toBe(0);
    expect((await call(app, null, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});

async function embedded(dogId: number): Promise<Float32Array | undefined> {
  const { model, version } = app.photoSearch.embeddings();
  const row = (await loadEmbeddings(app.db, { model, version })).find((r) => r.dogId === dogId);
  return row && unpackVector(row.vector);
}
