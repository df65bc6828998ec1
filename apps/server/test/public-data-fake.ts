import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Config } from '../src/config';

export type FakeRequest = { path: string; query: URLSearchParams; rawQuery: string };
export type FakeAnswer =
  { status?: number; body: string | Buffer; type?: string; delayMs?: number } | 'hang';
export type FakeHandler = (request: FakeRequest) => FakeAnswer;

/**
 * A local stand-in for the public data APIs and their photo host: every request is
 * recorded and answered by the handler the test sets, after `delayMs` if it says so. 'hang'
 * never answers (a timeout).
 */
export async function startFakeApi() {
  const requests: FakeRequest[] = [];
  let handler: FakeHandler = () => ({ status: 404, body: 'not found' });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const request = { path: url.pathname, query: url.searchParams, rawQuery: url.search.slice(1) };
    requests.push(request);
    const answer = handler(request);
    if (answer === 'hang') return;
    setTimeout(() => {
      res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' });
      res.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return {
    base,
    requests,
    handle(next: FakeHandler) {
      handler = next;
      requests.length = 0;
    },
  };
}

/** The importers' settings pointed at a fake; pass what the test is about. */
export function publicDataConfig(
  base: string,
  values: Partial<Config['publicData']> = {},
): Config['publicData'] {
  return {
    key: undefined,
    baseUrl: `${base}/national`,
    uprCds: ['6410000'],
    ggKey: undefined,
    ggBaseUrl: `${base}/gg`,
    syncIntervalMinutes: 10,
    dailyCallBudget: 300,
    shelterSyncIntervalMinutes: 360,
    ...values,
  };
}

/** 시/도 codes as sido_v2 answers them (the real answer kept in fixtures/public-api). */
const SIDO: Record<string, string> = Object.fromEntries(
  (
    JSON.parse(
      fs.readFileSync(path.join(__dirname, 'fixtures/public-api/v2_sido_2026.json'), 'utf8'),
    ) as { response: { body: { items: { item: { orgCd: string; orgdownNm: string }[] } } } }
  ).response.body.items.item.map((i) => [i.orgCd, i.orgdownNm]),
);

const between = (date: string, from: string | null, to: string | null) =>
  (!from || date >= from) && (!to || date <= to);

/**
 * abandonmentPublic_v2 answering from `animals` the way the API filters: found dates
 * (bgnde/endde, happenDt), update dates (bgupd/enupd, the date of updTm), the 시/도 (upr_cd,
 * by orgNm) and pages (pageNo/numOfRows), newest number first.
 */
export function nationalListAnswer(animals: Record<string, unknown>[], query: URLSearchParams) {
  const region = query.get('upr_cd') ? SIDO[query.get('upr_cd')!] : undefined;
  const matching = animals
    .filter((a) => between(String(a.happenDt), query.get('bgnde'), query.get('endde')))
    .filter((a) =>
      query.get('bgupd')
        ? between(
            String(a.updTm).slice(0, 10).replaceAll('-', ''),
            query.get('bgupd'),
            query.get('enupd'),
          )
        : true,
    )
    .filter((a) => !region || String(a.orgNm).startsWith(region))
    .sort((a, b) => String(b.desertionNo).localeCompare(String(a.desertionNo)));
  const pageNo = Number(query.get('pageNo') ?? 1);
  const size = Number(query.get('numOfRows') ?? 10);
  const page = matching.slice((pageNo - 1) * size, pageNo * size);
  return nationalAnswer({ item: page }, matching.length, pageNo);
}

/** The national list's path on the fake API (publicDataConfig's baseUrl). */
export const NATIONAL_LIST_PATH = '/national/abandonmentPublicService_v2/abandonmentPublic_v2';

/** A handler that answers only the national list, with these dogs, after `delayMs`. */
export const nationalListOnly =
  (animals: Record<string, unknown>[], delayMs = 0): FakeHandler =>
  ({ path, query }) =>
    path === NATIONAL_LIST_PATH
      ? { body: nationalListAnswer(animals, query), delayMs }
      : { status: 404, body: '' };

/** abandonmentPublic_v2's JSON envelope; `items` as the API sends it (array, object, "", {}). */
export function nationalAnswer(items: unknown, totalCount: number, pageNo = 1) {
  return JSON.stringify({
    response: {
      header: { reqNo: 49383012, resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
      body: { items, numOfRows: 1000, pageNo, totalCount },
    },
  });
}

/** One item of abandonmentPublic_v2 in the real field names and value formats. */
export function nationalItem(desertionNo: string, values: Record<string, unknown> = {}) {
  return {
    desertionNo,
    happenDt: '20261101',
    happenPlace: '남양주시 진건 119 안전센터',
    kindFullNm: '[개] 믹스견',
    upKindCd: '417000',
    upKindNm: '개',
    kindCd: '000114',
    kindNm: '믹스견',
    colorCd: '흰색',
    age: '2021(년생)',
    weight: '15(Kg)',
    noticeNo: `경기-남양주-2026-${desertionNo.slice(-5)}`,
    noticeSdt: '20261103',
    noticeEdt: '20261113',
    popfile1: `http://photos.invalid/files/shelter/2026/11/${desertionNo}.jpg`,
    processState: '보호중',
    sexCd: 'M',
    neuterYn: 'N',
    specialMark: '경계가 있으며 공격성이 보임',
    careRegNo: '341399202200002',
    careNm: '남양주시동물보호센터',
    careTel: '031-579-3604',
    careAddr: '경기도 남양주시 경강로163번길 32-27 (이패동)',
    careOwnerNm: '홍길동',
    orgNm: '경기도 남양주시',
    updTm: '2026-11-03 10:39:18.0',
    ...values,
  };
}

export const XML_KEY_ERROR =
  '<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg><returnReasonCode>30</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>';

/** AbdmAnimalProtect's envelope. */
export function gyeonggiAnswer(rows: unknown, total: number) {
  return JSON.stringify({
    AbdmAnimalProtect: [
      {
        head: [
          { list_total_count: total },
          { RESULT: { CODE: 'INFO-000', MESSAGE: '정상 처리되었습니다.' } },
          { api_version: '1.0' },
        ],
      },
      { row: rows },
    ],
  });
}

export const GYEONGGI_NO_DATA = JSON.stringify({
  RESULT: { CODE: 'INFO-200', MESSAGE: '해당하는 데이터가 없습니다.' },
});

/** One row of AbdmAnimalProtect in the real field names and value formats. */
export function gyeonggiRow(id: string, values: Record<string, unknown> = {}) {
  return {
    SIGUN_CD: '41170',
    SIGUN_NM: '안양시',
    ABDM_IDNTFY_NO: id,
    THUMB_IMAGE_COURS: `http://photos.invalid/files/shelter/2026/11/${id}_s.jpg`,
    RECEPT_DE: '20261101',
    DISCVRY_PLC_INFO: '석수119안전센터에서 인수',
    SPECIES_NM: '[개] 요크셔 테리어',
    COLOR_NM: '갈흑백',
    AGE_INFO: '2016(년생)',
    BDWGH_INFO: '3.2(Kg)',
    PBLANC_IDNTFY_NO: `경기-안양-2026-${id.slice(-5)}`,
    PBLANC_BEGIN_DE: '20261101',
    PBLANC_END_DE: '20261111',
    IMAGE_COURS: `http://photos.invalid/files/shelter/2026/11/${id}.jpg`,
    STATE_NM: '보호중',
    SEX_NM: 'F',
    NEUT_YN: 'U',
    SFETR_INFO: '오른앞다리부상,머리끈/핀',
    SHTER_NM: '한국야생동물보호협회',
    SHTER_TELNO: '031-296-0124',
    PROTECT_PLC: '경기도 안산시 상록구 청곡길 50 (부곡동) ',
    JURISD_INST_NM: '경기도 안양시',
    CHRGPSN_NM: null,
    CHRGPSN_CONTCT_NO: null,
    PARTCLR_MATR: null,
    REFINE_LOTNO_ADDR: null,
    REFINE_ROADNM_ADDR: null,
    REFINE_ZIP_CD: null,
    REFINE_WGS84_LOGT: null,
    REFINE_WGS84_LAT: null,
    ...values,
  };
}
