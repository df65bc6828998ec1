import AdmZip from 'adm-zip';
import { beforeAll, describe, expect, it } from 'vitest';
import { neighbourPlaces, neighbourSubscribers, phoneNumbers, smsSends } from '../src/db/schema';
import { phoneCipher } from '../src/modules/notifications/sms/phone-cipher';
import { authHeaders, createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

// The export's sections that modules declare (issue 37 item 4, ADR 255): 동네 알림 settings and
// the verified phone number were missing from 내 정보 다운로드.
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});

async function subscribe(userId: number, label: string) {
  const [row] = await app.db
    .insert(neighbourSubscribers)
    .values({ userId, events: ['LOST'], channels: ['PUSH', 'EMAIL'], quietStart: 22, quietEnd: 7 })
    .returning();
  await app.db
    .insert(neighbourPlaces)
    .values({ subscriberId: row!.id, label, lat: 37.5665, lng: 126.978, radiusM: 1000 });
}

async function savePhone(userId: number, number: string) {
  await app.db.insert(phoneNumbers).values({
    userId,
    numberCipher: phoneCipher(app.signer).encrypt(number),
    last4: number.slice(-4),
    verifiedAt: new Date(),
  });
  await app.db.insert(smsSends).values({ userId, kind: 'CODE', status: 'SENT' });
}

const download = async (user: { id: number }) => {
  const res = await app.inject({
    url: '/api/mypage/export',
    headers: await authHeaders(app, user),
  });
  expect(res.statusCode).toBe(200);
  return new AdmZip(res.rawPayload);
};

describe('declared export sections', () => {
  it("holds the member's 동네 알림 settings and places, and nobody else's", async () => {
    const member = await createUser(app);
    const other = await createUser(app);
    await subscribe(member.id, '우리 집');
    await subscribe(other.id, '남의 집');
    const zip = await download(member);
    const data = JSON.parse(zip.readAsText('data.json'));
    expect(data.neighbours).toHaveLength(1);
    expect(data.neighbours[0]).toMatchObject({
      events: ['LOST'],
      channels: ['PUSH', 'EMAIL'],
      quietStart: 22,
      quietEnd: 7,
      places: [{ label: '우리 집', radiusM: 1000 }],
    });
    const summary = zip.readAsText('summary.html');
    expect(summary).toContain('동네 알림 설정');
    expect(summary).toContain('지켜보는 곳');
    expect(summary).toContain('앱 푸시, 이메일');
    expect(summary).not.toContain('남의 집');
    expect(zip.readAsText('README.txt')).toContain('neighbours (동네 알림 설정)');
  });

  it('holds the verified phone number unsealed and the texts sent, never the code', async () => {
    const member = await createUser(app);
    const other = await createUser(app);
    await savePhone(member.id, '01012345678');
    await savePhone(other.id, '01098765432');
    const zip = await download(member);
    const data = JSON.parse(zip.readAsText('data.json'));
    expect(data.phone.number.number).toBe('01012345678');
    expect(data.phone.sends).toEqual([expect.objectContaining({ kind: 'CODE', status: 'SENT' })]);
    const text = zip.readAsText('data.json') + zip.readAsText('summary.html');
    expect(text).not.toContain('codeMac');
    expect(text).not.toContain('01098765432');
    expect(zip.readAsText('summary.html')).toContain('휴대폰 번호');
  });

  it('is empty for a member without either', async () => {
    const zip = await download(await createUser(app));
    const data = JSON.parse(zip.readAsText('data.json'));
    expect(data.neighbours).toEqual([]);
    expect(data.phone).toEqual({ number: null, sends: [] });
  });
});
