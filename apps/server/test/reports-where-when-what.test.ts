import { lookMessages, reportMessages } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { createReport, postReport, putReport } from './reports.helpers';

const app = await buildTestApp();
const owner = await createUser(app);

const full = {
  timeLost: '18:40',
  placeDetail: '광교호수공원 정문',
  lat: '37.28456',
  lng: '127.06123',
  colour: '흰색에 갈색 점',
  size: '소형',
  collar: '빨간 목줄',
  microchip: '410 1000-1234.5678',
};

describe('a lost report says where, when and what (issue 26)', () => {
  it('keeps the place words, pin, time, colour, size, collar and 동물등록번호 as digits', async () => {
    const id = await createReport(app, owner, full);
    const data = (await call(app, owner, 'GET', `/api/lost-pet/${id}`)).json().data;
    expect(data).toMatchObject({
      timeLost: '18:40',
      placeDetail: '광교호수공원 정문',
      point: { lat: 37.28456, lng: 127.06123, approximate: false },
      colour: '흰색에 갈색 점',
      size: '소형',
      collar: '빨간 목줄',
      microchip: '410100012345678',
    });
    const list = (await call(app, null, 'GET', '/api/lost-pet/paged?size=100')).json().data;
    expect(list.find((r: { id: number }) => r.id === id)).toMatchObject({
      timeLost: '18:40',
      placeDetail: '광교호수공원 정문',
      colour: '흰색에 갈색 점',
      size: '소형',
    });
  });

  it('leaves every one of them optional, and an edit can clear them', async () => {
    const id = await createReport(app, owner, full);
    expect((await putReport(app, owner, id, {})).statusCode).toBe(200);
    const data = (await call(app, owner, 'GET', `/api/lost-pet/${id}`)).json().data;
    expect(data).toMatchObject({ timeLost: null, placeDetail: null, microchip: null, size: null });
    expect(data.point.approximate).toBe(true); // the 시/군/구 centroid
  });

  it('accepts an older chip’s 10 digits and refuses other numbers in Korean', async () => {
    const id = await createReport(app, owner, { microchip: '0006-123-456' });
    expect((await call(app, owner, 'GET', `/api/lost-pet/${id}`)).json().data.microchip).toBe(
      '0006123456',
    );
    for (const microchip of ['12345', '4101000123456789', '41010001234567A', '010-1234-5678']) {
      const res = await postReport(app, owner, { microchip });
      expect(res.statusCode, microchip).toBe(400);
      expect(res.json()).toMatchObject({
        message: lookMessages.microchipInvalid,
        field: 'microchip',
      });
    }
  });

  it('answers each wrong field with its own Korean message', async () => {
    const wrong: [Record<string, string>, string, string][] = [
      [{ timeLost: '25:00' }, 'timeLost', reportMessages.timeInvalid],
      [{ timeLost: '오후 3시' }, 'timeLost', reportMessages.timeInvalid],
      [{ placeDetail: '가'.repeat(101) }, 'placeDetail', reportMessages.placeDetailTooLong],
      [{ colour: '가'.repeat(31) }, 'colour', reportMessages.colourTooLong],
      [{ collar: '가'.repeat(51) }, 'collar', reportMessages.collarTooLong],
      [{ size: '초대형' }, 'size', lookMessages.sizeInvalid],
      [{ lat: '37.5' }, 'lat', lookMessages.pinInvalid],
      [{ lat: '35.68', lng: '139.76' }, 'lat', lookMessages.pinOutside],
    ];
    for (const [fields, field, message] of wrong) {
      const res = await postReport(app, owner, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), JSON.stringify(fields)).toMatchObject({ message, field });
    }
  });
});
