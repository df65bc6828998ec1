import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

describe('boot', () => {
  it('answers /healthz', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });
});
