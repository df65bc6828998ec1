import { describe, expect, it } from 'vitest';
import { server } from '../../../test/server';
import { makeShelter, sheltersHandler } from '../testing/shelters-data';
import { getAllShelters } from './get-shelters';

describe('getAllShelters', () => {
  it('asks for batches of 500 until a batch comes back shorter', async () => {
    const asked: string[] = [];
    server.use(
      sheltersHandler(
        Array.from({ length: 1003 }, (_, i) => makeShelter(i)),
        asked,
      ),
    );
    const all = await getAllShelters();
    expect(all).toHaveLength(1003);
    expect(new Set(all.map((s) => s.careRegNo)).size).toBe(1003);
    expect(asked).toEqual(['0/500', '1/500', '2/500']);
  });

  it('asks once more after an exactly full batch and stops at the empty one', async () => {
    const asked: string[] = [];
    server.use(
      sheltersHandler(
        Array.from({ length: 500 }, (_, i) => makeShelter(i)),
        asked,
      ),
    );
    expect(await getAllShelters()).toHaveLength(500);
    expect(asked).toEqual(['0/500', '1/500']);
  });
});
