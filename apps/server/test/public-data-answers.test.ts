import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { dogs } from '../src/db/schema';
import { dogsCommand } from '../src/modules/dog-imports/dog-imports.command';
import { parseGyeonggi } from '../src/modules/dog-imports/gyeonggi';
import { parseDataGoKr } from '../src/lib/public-data/envelope';
import { importAdmin } from './dog-imports.helpers';
import { buildTestApp } from './helper';
import {
  XML_KEY_ERROR,
  gyeonggiAnswer,
  gyeonggiRow,
  nationalAnswer,
  nationalItem,
  publicDataConfig,
  startFakeApi,
} from './public-data-fake';

const MAINTENANCE =
  '<!DOCTYPE html><html><head><title>공공데이터포털 서비스 점검 안내</title></head><body>점검 중입니다.</body></html>';
const fullAnswer = nationalAnswer({ item: [nationalItem('441399202600001')] }, 1);

/** Answers that are not data, as the portals send them, with the kind each must be named. */
const NOT_DATA: [string, string, RegExp][] = [
  [
    'a maintenance page',
    MAINTENANCE,
    /^HTML page instead of data: "공공데이터포털 서비스 점검 안내"$/,
  ],
  ['an XML key error', XML_KEY_ERROR, /^XML error answer: 30 SERVICE_KEY_IS_NOT_REGISTERED_ERROR$/],
  ['an empty body', '  \n', /^empty answer/],
  ['JSON cut off', fullAnswer.slice(0, 200), /^JSON cut off after \d+ bytes$/],
  ['text that is not JSON', 'Unexpected errors', /^not JSON: Unexpected errors$/],
  [
    'JSON of another shape',
    '{"data":[]}',
    /^JSON without response.header\/body \(got keys data\)$/,
  ],
  ['items of another shape', nationalAnswer([1, 2], 2), /^JSON without response.body.items.item/],
];
const KINDS = ['html', 'xml-error', 'empty', 'cut-json', 'not-json', 'wrong-shape', 'wrong-shape'];

describe('answers that are not data are named for what they are', () => {
  it.each(NOT_DATA.map((c, i) => [...c, KINDS[i]] as const))(
    'the national list names %s',
    (_, body, message, kind) => {
      expect(() => parseDataGoKr(body)).toThrow(
        expect.objectContaining({ kind, message: expect.stringMatching(message) }),
      );
    },
  );

  it('the 경기도 list names an HTML page, cut JSON and JSON of another shape', () => {
    const rows = gyeonggiAnswer([gyeonggiRow('1')], 1);
    expect(() => parseGyeonggi(MAINTENANCE)).toThrow(expect.objectContaining({ kind: 'html' }));
    expect(() => parseGyeonggi(rows.slice(0, -3))).toThrow(
      expect.objectContaining({ kind: 'cut-json' }),
    );
    expect(() => parseGyeonggi('{"row":[]}')).toThrow(
      expect.objectContaining({ kind: 'wrong-shape' }),
    );
    expect(() => parseGyeonggi('')).toThrow(expect.objectContaining({ kind: 'empty' }));
  });
});

const fake = await startFakeApi();
const app = await buildTestApp({
  publicData: publicDataConfig(fake.base, { key: 'key', ggKey: 'gg-key' }),
});
const admin = await importAdmin(app);

beforeEach(async () => {
  await app.dogImports.idle();
  await app.db.delete(dogs);
});

describe('a failed import names the answer on the admin page and in the CLI output', () => {
  it('a maintenance page instead of the national list', async () => {
    fake.handle(() => ({ body: MAINTENANCE, type: 'text/html' }));
    const run = await admin.runAndWait('national');
    expect(run).toMatchObject({
      status: 'failed',
      calls: 1,
      error: {
        kind: 'html',
        message: 'HTML page instead of data: "공공데이터포털 서비스 점검 안내"',
      },
    });
  });

  it('an error status with an HTML page is named with both', async () => {
    fake.handle(() => ({ status: 404, body: MAINTENANCE, type: 'text/html' }));
    const run = await admin.runAndWait('national');
    expect(run.error).toEqual({
      kind: 'http',
      message: expect.stringMatching(
        /HTTP 404 from .*serviceKey=\*\*\*.* \(HTML page instead of data: "공공데이터포털/,
      ),
    });
  });

  it('JSON cut off in the middle of the 경기도 list', async () => {
    const cut = gyeonggiAnswer([gyeonggiRow('1')], 1).slice(0, 300);
    fake.handle(() => ({ body: cut }));
    const run = await admin.runAndWait('gyeonggi');
    expect(run.error).toEqual({
      kind: 'cut-json',
      message: `JSON cut off after ${Buffer.byteLength(cut)} bytes`,
    });
  });

  it('the CLI prints the kind and the message', async () => {
    fake.handle(() => ({ body: XML_KEY_ERROR, type: 'text/xml' }));
    const log = pino({ level: 'silent' });
    await expect(
      dogsCommand.run(['--source', 'national'], {
        config: app.config,
        db: app.db,
        storage: app.storage,
        log,
      }),
    ).rejects.toThrow(
      /^national import failed after 0 page\(s\): \[xml-error\] XML error answer: 30 SERVICE_KEY_IS_NOT_REGISTERED_ERROR$/,
    );
  });
});
