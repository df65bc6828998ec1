import { GYEONGGI_CITIES } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_SHELTERS } from './demo-shelters';

describe('demo shelters', () => {
  it('covers every city of 경기도 once, inside the province', () => {
    expect(DEMO_SHELTERS.map((s) => s.city).sort()).toEqual([...GYEONGGI_CITIES].sort());
    for (const s of DEMO_SHELTERS) {
      expect(s.careAddr.startsWith(`경기도 ${s.city} `)).toBe(true);
      expect(s.lat).toBeGreaterThan(36.8);
      expect(s.lat).toBeLessThan(38.3);
      expect(s.lng).toBeGreaterThan(126.4);
      expect(s.lng).toBeLessThan(127.9);
      expect(s.careTel).toMatch(/^031-\d{3}-\d{4}$/);
    }
    expect(new Set(DEMO_SHELTERS.map((s) => s.careRegNo)).size).toBe(DEMO_SHELTERS.length);
  });
});
