import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Item = Record<string, string>;

/**
 * A stand-in for the national stray-animal API (abandonmentPublic_v2) and its photo host,
 * for a server started by a test: the test decides which animals it lists, and when.
 */
export async function startFakeNationalApi() {
  let items: Item[] = [];
  const photos = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const photo = photos.get(url.pathname);
    if (photo) {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(photo);
      return;
    }
    const pageNo = Number(url.searchParams.get('pageNo') ?? '1');
    const page = pageNo === 1 ? items : [];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        response: {
          header: { reqNo: 1, resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
          body: { items: { item: page }, numOfRows: 1000, pageNo, totalCount: items.length },
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    /** Lists one more dog in 경기도 수원시, found today, with this photo. */
    addDog(desertionNo: string, photo: Buffer, today: string) {
      const path = `/photos/${desertionNo}.jpg`;
      photos.set(path, photo);
      items = [
        ...items,
        {
          desertionNo,
          happenDt: today.replaceAll('-', ''),
          happenPlace: '수원역 광장',
          kindFullNm: '[개] 믹스견',
          upKindCd: '417000',
          upKindNm: '개',
          kindNm: '믹스견',
          colorCd: '갈색',
          age: '2023(년생)',
          weight: '6(Kg)',
          noticeNo: `경기-수원-2026-${desertionNo.slice(-5)}`,
          noticeSdt: today.replaceAll('-', ''),
          noticeEdt: today.replaceAll('-', ''),
          popfile1: `${base}${path}`,
          processState: '보호중',
          sexCd: 'F',
          neuterYn: 'N',
          specialMark: '빨간 목줄',
          careRegNo: '341399202200009',
          careNm: '수원시동물보호센터',
          careTel: '031-000-0000',
          careAddr: '경기도 수원시 권선구 1',
          orgNm: '경기도 수원시',
          updTm: `${today} 10:00:00.0`,
        },
      ];
    },
    /** The source changes a listed dog's state (processState), as a shelter's update does. */
    setState(desertionNo: string, processState: string, today: string) {
      items = items.map((item) =>
        item.desertionNo === desertionNo
          ? { ...item, processState, updTm: `${today} 11:00:00.0` }
          : item,
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
