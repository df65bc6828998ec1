/**
 * `npm run bench:import [-- --dogs N] [-- --hanging 0.2] [-- --pg postgres://…]`: imports N
 * dogs (3,000 by default) from a local stand-in of the national list and its photo host, the
 * way the server does (ADR 033): the records first, then the photo queue. With `--hanging`,
 * that share of the photos sits on a second host that never answers. Prints records/s and
 * photos/s. The database is PGlite in a temp dir, or a PostgreSQL database you name, which it
 * must be free to fill (its dogs are deleted first).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { dogImportRuns, dogs, publicDataCalls } from '../src/db/schema';
import { kstDate } from '../src/lib/kst';
import { downloadMissingPhotos } from '../src/modules/dog-imports/photos';
import { importDogs } from '../src/modules/dog-imports/sync';
import { readFlags } from './flags';

const args = readFlags(
  {
    options: {
      dogs: { type: 'string', default: '3000' },
      hanging: { type: 'string', default: '0' },
      pg: { type: 'string' },
    },
  },
  'usage: npm run bench:import [-- --dogs N] [-- --hanging 0.2] [-- --pg postgres://…]',
);
const TOTAL = Number(args.dogs);
const HANGING = Number(args.hanging);
const PAGE = 1000;

/** A 640×480 photo with texture, about the size shelters upload. */
async function shelterPhoto(): Promise<Buffer> {
  const [width, height] = [640, 480];
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + Math.floor(i / width)) % 256;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function listen(handler: http.RequestListener): Promise<{ base: string; server: http.Server }> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

async function main() {
  const photo = await shelterPhoto();
  const hanging = await listen(() => {});
  let photoHost = '';
  const animal = (i: number) => ({
    desertionNo: String(441399202600000 + i),
    happenDt: kstDate(i % 30),
    happenPlace: '남양주시 진건 119 안전센터',
    kindFullNm: '[개] 믹스견',
    upKindCd: '417000',
    colorCd: '흰색',
    age: '2021(년생)',
    weight: '15(Kg)',
    noticeNo: `경기-남양주-2026-${String(i).padStart(5, '0')}`,
    noticeSdt: kstDate(i % 30),
    noticeEdt: kstDate(0),
    popfile1: `${i < TOTAL * HANGING ? hanging.base : photoHost}/photos/${i}.jpg`,
    processState: '보호중',
    sexCd: 'M',
    neuterYn: 'N',
    careRegNo: '341399202200002',
    careNm: '남양주시동물보호센터',
    careTel: '031-579-3604',
    careAddr: '경기도 남양주시 경강로163번길 32-27',
    orgNm: '경기도 남양주시',
    updTm: '2026-11-03 10:39:18.0',
  });
  const api = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (url.pathname.startsWith('/photos/')) {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return void res.end(photo);
    }
    const pageNo = Number(url.searchParams.get('pageNo'));
    const items = [];
    for (let i = (pageNo - 1) * PAGE; i < Math.min(TOTAL, pageNo * PAGE); i++)
      items.push(animal(i));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        response: {
          header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
          body: { items: { item: items }, numOfRows: PAGE, pageNo, totalCount: TOTAL },
        },
      }),
    );
  });
  photoHost = api.base;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-bench-import-'));
  const pgUrl = args.pg;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_DATA_KEY: 'bench',
    PUBLIC_DATA_BASE_URL: api.base,
    PUBLIC_DATA_DAILY_CALLS: '1000000',
    REINDEX_INTERVAL_SECONDS: '0',
  });
  const database = await openDatabase({
    url: pgUrl,
    pgliteDir: pgUrl ? undefined : path.join(dataDir, 'db'),
  });
  if (pgUrl) {
    for (const table of [dogs, dogImportRuns, publicDataCalls]) await database.db.delete(table);
  }
  const app = await buildApp(config, { database, webDistDir: path.join(dataDir, 'none') });
  await app.ready();

  let started = performance.now();
  const records = await importDogs(app, {
    source: 'national',
    query: { found: { from: kstDate(60), to: kstDate() } },
    budget: 1_000_000,
  });
  const recordSeconds = (performance.now() - started) / 1000;

  // With a hanging host the pass ends with its timeouts; the answering host's photos are timed
  // by watching them arrive (a count every 250 ms, cheap enough not to slow the queue).
  const good = TOTAL - Math.ceil(TOTAL * HANGING);
  let goodDoneAt = 0;
  started = performance.now();
  const watch =
    HANGING > 0
      ? setInterval(() => {
          void app.db
            .select({ n: count() })
            .from(dogs)
            .where(isNotNull(dogs.imageKey))
            .then(([row]) => {
              if (!goodDoneAt && (row?.n ?? 0) >= good) goodDoneAt = performance.now();
            });
        }, 250)
      : undefined;
  const photos = await downloadMissingPhotos(app.db, app.storage, { timeBudgetMs: 3600_000 });
  const photoSeconds = (performance.now() - started) / 1000;
  clearInterval(watch);
  const goodSeconds = ((goodDoneAt || performance.now()) - started) / 1000;

  console.log(`\ndog import of ${TOTAL} dogs from a local fake (${database.kind})`);
  console.log(
    `machine: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}\n`,
  );
  console.log('| phase | count | seconds | per second |\n|---|---|---|---|');
  console.log(
    `| records (${records.calls} calls) | ${records.inserted} | ${recordSeconds.toFixed(2)} | ${(records.inserted / recordSeconds).toFixed(0)} |`,
  );
  console.log(
    `| photos of the answering host | ${photos.downloaded} | ${goodSeconds.toFixed(2)} | ${(photos.downloaded / goodSeconds).toFixed(1)} |`,
  );
  if (HANGING > 0) {
    console.log(
      `| photos of the hanging host: tried, then paused | ${photos.failed} tried, ${photos.deferred} waiting | ${photoSeconds.toFixed(2)} (whole pass) | - |`,
    );
  }
  await app.close();
  await database.close();
  for (const { server } of [api, hanging]) {
    server.closeAllConnections();
    server.close();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
