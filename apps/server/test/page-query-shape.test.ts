import { describe, expect, it } from 'vitest';
import { shapeKey } from '../src/db/page-query';

// A list's statement is built once per shape and reused (ADR 107). The shape is derived from
// the values the statement binds, so a filter cannot be forgotten in it (issue 28).
describe('list statement shapes', () => {
  const paging = { limit: 20, offset: 0 };

  it('gives two different sets of filters two different keys', () => {
    const bySpecies = shapeKey('dogs', { species: '믹스견', jurisd: undefined, ...paging });
    const byRegion = shapeKey('dogs', { species: undefined, jurisd: '서울특별시', ...paging });
    const byBoth = shapeKey('dogs', { species: '믹스견', jurisd: '서울특별시', ...paging });
    expect(new Set([bySpecies, byRegion, byBoth]).size).toBe(3);
  });

  it('reuses the key for the same filters with other values, in any order', () => {
    expect(shapeKey('reports', { region: '부산광역시', status: 'lost', ...paging })).toBe(
      shapeKey('reports', { ...paging, offset: 40, status: 'found', region: '대구광역시' }),
    );
  });

  it('counts an empty or missing value as no filter, and a 0 as one', () => {
    const none = shapeKey('reports', { keyword: undefined, authorId: undefined });
    expect(shapeKey('reports', { keyword: '', authorId: null })).toBe(none);
    expect(shapeKey('reports', { keyword: undefined, authorId: 0 })).not.toBe(none);
  });

  it('tells apart the lists and the choices that change the text without a value', () => {
    const values = { pattern: '%공지%', ...paging };
    expect(shapeKey('["notices","title","asc"]', values)).not.toBe(
      shapeKey('["notices","title","desc"]', values),
    );
    expect(shapeKey('notices', values)).not.toBe(shapeKey('reports', values));
  });
});
