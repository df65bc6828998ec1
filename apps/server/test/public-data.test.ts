import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDataGoKr } from '../src/lib/public-data/envelope';
import { fetchWithRetry, redact } from '../src/lib/public-data/http';

/** Real answers of the public APIs, kept verbatim (fixtures/public-api/README.md). */
const samples = path.resolve(__dirname, 'fixtures/public-api');

describe('parseDataGoKr', () => {
  const envelope = (items: unknown, totalCount = 1) =>
    JSON.stringify({
      response: {
        header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
        body: { items, numOfRows: 10, pageNo: 1, totalCount },
      },
    });

  it('reads an array, a single object, "" and {} as lists', () => {
    expect(parseDataGoKr(envelope({ item: [{ a: 1 }, { a: 2 }] })).items).toHaveLength(2);
    expect(parseDataGoKr(envelope({ item: { a: 1 } })).items).toEqual([{ a: 1 }]);
    expect(parseDataGoKr(envelope('', 0)).items).toEqual([]);
    expect(parseDataGoKr(envelope({}, 0)).items).toEqual([]);
  });

  it('turns an XML key error into a clear error', () => {
    const xml = `<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg><returnReasonCode>30</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>`;
    expect(() => parseDataGoKr(xml)).toThrow('SERVICE_KEY_IS_NOT_REGISTERED_ERROR');
  });

  it('reports a result code other than 00', () => {
    const bad = JSON.stringify({
      response: {
        header: { resultCode: '22', resultMsg: 'LIMITED NUMBER OF SERVICE REQUESTS EXCEEDS ERROR' },
      },
    });
    expect(() => parseDataGoKr(bad)).toThrow(/22 LIMITED/);
  });

  it('reads the real answers in fixtures/public-api', () => {
    const read = (name: string) => parseDataGoKr(fs.readFileSync(path.join(samples, name), 'utf8'));
    expect(read('v2_abandonmentPublic_v2_10items_2026.json').items).toHaveLength(10);
    expect(read('v2_shelterInfo_v2_10items_2026.json').items).toHaveLength(10);
    expect(read('empty_abandonmentPublic_v2.json')).toMatchObject({ items: [], totalCount: 0 });
    expect(read('empty_shelterInfo_v2.json').items).toEqual([]);
  });
});

describe('fetchWithRetry', () => {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits += 1;
    if (req.url?.startsWith('/flaky') && hits === 1) return void res.writeHead(503).end();
    if (req.url?.startsWith('/slow')) return; // never answers
    if (req.url?.startsWith('/missing')) return void res.writeHead(404).end();
    res.end('ok');
  });
  const ready = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('retries a failed answer and returns the next good one', async () => {
    hits = 0;
    const body = await fetchWithRetry(`${await ready}/flaky`, { backoffMs: 10 });
    expect(body.toString()).toBe('ok');
    expect(hits).toBe(2);
  });

  it('gives up after the retries with a clear timeout error', async () => {
    await expect(
      fetchWithRetry(`${await ready}/slow?serviceKey=secret`, {
        timeoutMs: 100,
        retries: 1,
        backoffMs: 10,
      }),
    ).rejects.toThrow(/timed out/);
  });

  it('does not retry a 404', async () => {
    hits = 0;
    await expect(fetchWithRetry(`${await ready}/missing`, { backoffMs: 10 })).rejects.toThrow(
      'HTTP 404',
    );
    expect(hits).toBe(1);
  });

  it('keeps service keys out of messages', () => {
    expect(redact('https://x/a?serviceKey=abc%2B&pageNo=1')).toBe(
      'https://x/a?serviceKey=***&pageNo=1',
    );
  });
});
