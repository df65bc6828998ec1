import { GYEONGGI_CITIES, isInCare } from '@chajul/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dogs } from '../src/db/schema';
import { demoDogs, seedDemoDogs } from '../src/ingest/demo/demo-dogs';
import { renderDogPicture } from '../src/ingest/demo/demo-dog-picture';
import { createDog } from './dog-factory';
import { buildTestApp } from './helper';

const app = await buildTestApp();

describe('demo dogs', () => {
  it('cover the 31 cities with several hundred dogs, most of them in care, of many breeds', () => {
    const set = demoDogs(new Date('2026-11-22T00:00:00Z'));
    expect(set.length).toBeGreaterThanOrEqual(300);
    const cities = new Set(set.map((d) => d.record.jurisd?.replace('경기도 ', '')));
    expect([...cities].sort()).toEqual([...GYEONGGI_CITIES].sort());
    expect(set.filter((d) => isInCare(d.record.state)).length / set.length).toBeGreaterThan(0.6);
    expect(new Set(set.map((d) => d.record.species)).size).toBeGreaterThan(15);
    expect(new Set(set.map((d) => d.record.color)).size).toBeGreaterThan(10);
    expect(set.every((d) => d.record.source === 'demo')).toBe(true);
    expect(demoDogs(new Date('2026-11-22T00:00:00Z'))).toEqual(set);
  });

  it('are never registered, noticed or found after the moment they are made', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const today = '2026-11-22';
    for (const { record } of demoDogs(now)) {
      expect(record.createdAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(record.foundDate! <= today && record.noticeStartDate! <= today).toBe(true);
    }
  });

  it('get pictures whose colour follows the coat', async () => {
    const look = demoDogs()[0]!.look;
    const mean = async (base: string) => {
      const { image } = await renderDogPicture({ ...look, base, accent: base, pattern: 'solid' });
      const { channels } = await sharp(image).stats();
      return channels.map((c) => c.mean);
    };
    const [white, black] = [await mean('#f4f1ea'), await mean('#232323')];
    expect(white[0]! - black[0]!).toBeGreaterThan(20);
  });

  it('are stored with a picture and thumbnail each, only into a database without dogs', async () => {
    expect(await seedDemoDogs(app.db, app.storage, 1)).toBe(31);
    const rows = await app.db.select().from(dogs);
    expect(rows).toHaveLength(31);
    for (const row of rows) {
      expect(await app.storage.get(row.imageKey ?? '')).toBeDefined();
      expect(await app.storage.get(row.thumbnailKey ?? '')).toBeDefined();
    }
    expect(await seedDemoDogs(app.db, app.storage, 1)).toBe(0);
  });

  it('are never added beside imported dogs', async () => {
    await app.db.delete(dogs);
    await createDog(app.db, { source: 'gyeonggi' });
    expect(await seedDemoDogs(app.db, app.storage, 1)).toBe(0);
  });
});
