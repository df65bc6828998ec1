import { GYEONGGI_CITIES, isInCare } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { dogs } from '../src/db/schema';
import { demoDogs, seedDemoDogs } from '../src/ingest/demo/demo-dogs';
import { DEMO_BREEDS, DEMO_REUNIONS } from '../src/ingest/demo/demo-photos';
import { createDog } from './dog-factory';
import { buildTestApp } from './helper';

const app = await buildTestApp();
const now = new Date('2026-11-22T00:00:00Z');
const set = await demoDogs(now);

describe('demo dogs', () => {
  it('cover the 31 cities with real photos of the breeds their records name', async () => {
    expect(set.length).toBe(150);
    const cities = new Set(set.map((d) => d.record.jurisd?.replace('경기도 ', '')));
    expect([...cities].sort()).toEqual([...GYEONGGI_CITIES].sort());
    expect(set.filter((d) => isInCare(d.record.state)).length / set.length).toBeGreaterThan(0.6);
    for (const { photo, record } of set) {
      const breed = photo.set === 'breeds' ? DEMO_BREEDS[photo.group]!.name : '믹스견';
      expect(record.species).toBe(breed);
    }
    expect(new Set(set.map((d) => d.record.species)).size).toBe(26);
    expect(new Set(set.map((d) => d.record.color)).size).toBeGreaterThanOrEqual(5);
    expect(set.every((d) => d.record.source === 'demo')).toBe(true);
    expect(await demoDogs(now)).toEqual(set);
  });

  it('hold in care the dogs the demo reports are looking for, after they were lost', () => {
    for (const reunion of DEMO_REUNIONS) {
      const dog = set.find((d) => d.photo.set === 'identity' && d.photo.group === reunion.dog)!;
      expect(dog.record).toMatchObject({ state: '보호중', jurisd: `경기도 ${reunion.foundIn}` });
    }
  });

  it('are never registered, noticed or found after the moment they are made', () => {
    const today = '2026-11-22';
    for (const { record } of set) {
      expect(record.createdAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(record.foundDate! <= today && record.noticeStartDate! <= today).toBe(true);
    }
  });

  it('are stored with a photo and thumbnail each, only into a database without dogs', async () => {
    expect(await seedDemoDogs(app.db, app.storage, 4)).toBe(4);
    const rows = await app.db.select().from(dogs);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(await app.storage.get(row.imageKey ?? '')).toBeDefined();
      expect(await app.storage.get(row.thumbnailKey ?? '')).toBeDefined();
    }
    expect(await seedDemoDogs(app.db, app.storage, 4)).toBe(0);
  });

  it('are never added beside imported dogs', async () => {
    await app.db.delete(dogs);
    await createDog(app.db, { source: 'gyeonggi' });
    expect(await seedDemoDogs(app.db, app.storage, 4)).toBe(0);
  });
});
