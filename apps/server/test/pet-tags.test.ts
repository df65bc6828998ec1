import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PET_SHOWN_FIELDS } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { authHeaders, createUser } from './factories';
import { buildTestApp } from './helper';
import { PHONE_NUMBER, asOwner, createPet, issueTag } from './pets.helpers';

const app = await buildTestApp({}, { tagLimits: { noticesPerAddress: 3, noticesPerCode: 5 } });
const owner = await createUser(app, { email: 'bori-family@example.com' });
/** Each test writes from its own address, so the per-address limit is met only where meant. */
let addressCount = 10;
const nextAddress = () => `203.0.113.${addressCount++}`;

const openPage = (code: string, remoteAddress = nextAddress()) =>
  app.inject({ url: `/api/tags/${code}`, remoteAddress });
const notify = (code: string, body: object, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: `/api/tags/${code}/notify`, payload: body, remoteAddress });

describe('QR 인식표 codes (issue 40 item 2, ADR 252)', () => {
  it('are 128 random bits in base64url, each new', async () => {
    const id = await createPet(app, owner);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add(await issueTag(app, owner, id));
    expect(codes.size).toBe(5);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(code, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
  });

  it('a re-issued or revoked code’s page says only that the tag is no longer in use', async () => {
    const id = await createPet(app, owner);
    const old = await issueTag(app, owner, id);
    const current = await issueTag(app, owner, id);
    expect((await openPage(old)).json()).toEqual({ state: 'REVOKED' });
    expect((await openPage(current)).json()).toMatchObject({ state: 'ACTIVE', name: '보리' });
    expect((await asOwner(app, owner, 'DELETE', `/api/mypage/pets/${id}/tag`)).statusCode).toBe(
      200,
    );
    const revoked = await openPage(current);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ state: 'REVOKED' });
    expect(revoked.body).not.toContain('보리');
    expect((await notify(current, { message: '찾았어요' })).statusCode).toBe(404);
    expect((await openPage('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('the page never holds a phone number, an e-mail, the chip, the vet or an exact pin, whatever is shown', async () => {
    const subsets = [[], ['PHOTO', 'NAME'], [...PET_SHOWN_FIELDS]];
    for (const shown of subsets) {
      const id = await createPet(app, owner, { shown: shown.join(','), marks: '목에 흰 반점' });
      const code = await issueTag(app, owner, id);
      const res = await openPage(code);
      expect(res.statusCode).toBe(200);
      const body = res.body;
      expect(body).not.toMatch(PHONE_NUMBER);
      expect(body).not.toMatch(/@/);
      expect(body).not.toContain('410123456789012');
      expect(body).not.toContain('행복동물병원');
      expect(body).not.toMatch(/"(lat|lng)"/);
      expect(body).not.toContain(owner.nickname);
      const page = res.json();
      expect(page.name !== null).toBe(shown.includes('NAME'));
      expect(page.photos.length > 0).toBe(shown.includes('PHOTO'));
      if (shown.length === PET_SHOWN_FIELDS.length) {
        expect(page.details.map((d: { label: string }) => d.label)).toContain('특징');
      } else {
        expect(page.details).toEqual([]);
      }
    }
  });

  it('가족에게 알리기 tells the owner at once, in the app and by e-mail, marked urgent, with the position rounded', async () => {
    const id = await createPet(app, owner);
    const code = await issueTag(app, owner, id);
    const res = await notify(code, {
      message: '공원 앞에서 데리고 있어요',
      lat: 37.566535,
      lng: 126.977969,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('가족에게 바로 알렸어요. 고맙습니다.');
    const rows = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(rows.some((n) => n.kind === 'TAG_FOUND')).toBe(true);
    await app.jobs.idle();
    const mail = app.sentMails.find((m) => m.to === owner.email && m.text.includes('공원 앞에서'));
    expect(mail?.subject).toBe('[긴급] 보리를 찾은 분이 연락했어요');
    expect(mail?.text).toContain('37.57,126.98');
    const scans = (await asOwner(app, owner, 'GET', `/api/mypage/pets/${id}/scans`)).json().data;
    expect(scans[0]).toMatchObject({ kind: 'NOTIFY', lat: 37.57, lng: 126.98, exact: false });
  });

  it('keeps the exact position only when the finder chose it, and records 맡겼어요 with the place', async () => {
    const id = await createPet(app, owner);
    const code = await issueTag(app, owner, id);
    await notify(code, { message: '여기예요', lat: 37.566535, lng: 126.977969, exact: true });
    const left = await app.inject({
      method: 'POST',
      url: `/api/tags/${code}/left`,
      payload: { place: '서울동물병원 (중구)' },
      remoteAddress: nextAddress(),
    });
    expect(left.statusCode).toBe(200);
    const scans = (await asOwner(app, owner, 'GET', `/api/mypage/pets/${id}/scans`)).json().data;
    expect(scans.map((s: { kind: string }) => s.kind)).toEqual(['LEFT', 'NOTIFY']);
    expect(scans[0].place).toBe('서울동물병원 (중구)');
    expect(scans[1]).toMatchObject({ lat: 37.566535, lng: 126.977969, exact: true });
  });

  it('limits notices per address and per code', async () => {
    const id = await createPet(app, owner);
    const code = await issueTag(app, owner, id);
    const address = nextAddress();
    for (let i = 0; i < 3; i++) {
      expect((await notify(code, { message: `${i}` }, address)).statusCode).toBe(200);
    }
    const refused = await notify(code, { message: 'again' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address passes until the code’s own count, the refused one counted, is full (5 per code).
    expect((await notify(code, { message: 'other' })).statusCode).toBe(200);
    expect((await notify(code, { message: 'third' })).statusCode).toBe(429);
  });

  it('prints the tag as a PDF with its Korean text in each size', async () => {
    const id = await createPet(app, owner);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tag-pdf-'));
    for (const size of ['round25', 'round30', 'bone', 'sheet']) {
      const res = await app.inject({
        url: `/api/mypage/pets/${id}/tag.pdf?size=${size}`,
        headers: await authHeaders(app, owner),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const file = path.join(dir, `${size}.pdf`);
      fs.writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', [file, '-']).toString();
      expect(text).toContain('우리 아이 QR 인식표');
      expect(text).toContain('/t/');
    }
    const profile = (await asOwner(app, owner, 'GET', `/api/mypage/pets/${id}`)).json().data;
    expect(profile.tag.url).toMatch(/\/t\/[A-Za-z0-9_-]{22}$/);
    const other = await createUser(app);
    const theirs = await app.inject({
      url: `/api/mypage/pets/${id}/tag.pdf`,
      headers: await authHeaders(app, other),
    });
    expect(theirs.statusCode).toBe(403);
  });
});
