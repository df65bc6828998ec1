import fs from 'node:fs';
import path from 'node:path';

/*
 * lossInfo (분실동물, spec/public-data-apis.md §4c) in the format of the recorded answers in
 * fixtures/public-api. No recorded lossInfo answer exists (ADR 246): the envelope is the one
 * every data.go.kr 1543061 answer has, the fields are the spec's, and the value formats are
 * those public clients of the API show (a happenDt with a time, kindCd a breed name, popfile
 * under files/loss). The empty page is the recorded one.
 */

/** lossInfo's path on the fake API (publicDataConfig's baseUrl). */
export const LOSS_INFO_PATH = '/national/lossInfoService/lossInfo';

/** The recorded empty answer of the 1543061 gateway (`items: {}`, totalCount 0). */
export const EMPTY_ANSWER = fs.readFileSync(
  path.join(__dirname, 'fixtures/public-api/empty_abandonmentPublic_v2.json'),
  'utf8',
);

/** The JSON envelope; `items` as the API sends it (array, object, "", {}). */
export function lossAnswer(items: unknown, totalCount: number, pageNo = 1, numOfRows = 1000) {
  return JSON.stringify({
    response: {
      header: { reqNo: 61234567, resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
      body: { items, numOfRows, pageNo, totalCount },
    },
  });
}

/** Personal values a notice carries, which nothing may store or answer. */
export const PERSONAL = {
  callName: '양복희',
  callTel: '010-7645-3821',
  happenAddr: '대전광역시 유성구 유성대로654번길 130 (구암동)',
  happenAddrDtl: '유성고등학교 후문',
  rfidCd: '410100012345678',
};

/** One notice in the API's field names and value formats; `n` varies its facts. */
export function lossItem(n: number, values: Record<string, unknown> = {}) {
  return {
    ...PERSONAL,
    happenDt: `2026-11-${String(10 + (n % 18)).padStart(2, '0')} 13:00:00.0`,
    happenPlace: '유성고등학교 골목 사이',
    orgNm: '대전광역시 유성구',
    popfile: `http://openapi.animal.go.kr/openapi/service/rest/fileDownloadSrvc/files/loss/2026/11/${n}.jpg`,
    kindCd: '믹스견',
    colorCd: `흰색${n}`,
    sexCd: 'F',
    age: '2살',
    specialMark: '겁이 많아요. 빨간 목줄',
    ...values,
  };
}
