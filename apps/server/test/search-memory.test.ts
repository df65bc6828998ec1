import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { makePhoto } from './dogs-factory';
import { photoSearchCases, searchImage } from './search-cases';

// Synthetic pictures stand in for dogs here, as with the test helper: the no-dog check is off.
const memoryConfig = () => ({
  search: {
    ...loadConfig({ NOT_A_DOG_BELOW: '0' }).search,
    vectorSearch: 'memory' as const,
    limitPerMinute: 15,
  },
});

describe('photo search on the in-memory matrix (forced by VECTOR_SEARCH=memory)', () => {
  const context = photoSearchCases('memory', memoryConfig);

  it('refuses an oversized upload with 413', async () => {
    const { app } = context();
    const huge = Buffer.concat([await makePhoto(99), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await searchImage(app, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('파일이 너무 큽니다.');
  });

  it('limits photo searches per client and minute', async () => {
    const { app } = context();
    const photo = await makePhoto(5);
    let status = 200;
    for (let i = 0; i < 20 && status !== 429; i++)
      status = (await searchImage(app, photo)).statusCode;
    expect(status).toBe(429);
  });
});
