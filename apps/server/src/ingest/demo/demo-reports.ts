import fs from 'node:fs';
import type { DogSize, ReportCloseReason } from '@chajul/contracts';
import { deriveReportTitle } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { saveImage } from '../../lib/image-store';
import type { Storage } from '../../lib/storage';
import { closeReport } from '../../modules/reports/report-closing.repository';
import { insertReport } from '../../modules/reports/reports.repository';
import { findUserByUserid } from '../../modules/users/users.repository';
import type { DemoPhoto } from './demo-photos';
import { DEMO_REUNIONS, photosOf } from './demo-photos';

type DemoReport = {
  daysAgo: number;
  timeLost?: string;
  region: string;
  district: string;
  placeDetail?: string;
  /** The owner's pin: shown to visitors rounded to about 500 m (ADR 150). */
  lat?: number;
  lng?: number;
  colour?: string;
  size?: DogSize;
  collar?: string;
  microchip?: string;
  species: string;
  gender: '암컷' | '수컷';
  dogName: string | null;
  content: string;
  phone: string;
  /** The owner's photos of the dog (assets/dogs): never the shelter's photo of it. */
  photos: DemoPhoto[];
  /** A happy end, counted on the home page like any other (ADR 152). */
  closed?: ReportCloseReason;
};

const reunion = (dog: string) => DEMO_REUNIONS.find((r) => r.dog === dog)!;
/** Every photo an owner would have of a dog whose shelter photo is its last one. */
const ownPhotos = (dog: string, count: number) => photosOf('identity', dog).slice(0, count);

/**
 * The demo member's reports. Three are dogs a demo shelter holds (DEMO_REUNIONS), two of
 * them found in another city than where they were lost; two are breeds without their dog
 * in care, whose candidates are other dogs of that breed; two older ones ended well and are
 * closed with how the dog came home (the home page's reunion count).
 */
const DEMO_REPORTS: DemoReport[] = [
  {
    daysAgo: 12,
    timeLost: '18:40',
    region: '경기도',
    district: '수원시',
    placeDetail: '광교호수공원 원천호수 산책로',
    lat: 37.28412,
    lng: 127.06537,
    colour: '붉은 갈색',
    size: '중형',
    collar: '빨간 목줄',
    species: '믹스견',
    gender: reunion('0005').gender,
    dogName: '초코',
    content:
      '광교호수공원 산책 중 목줄이 풀려 잃어버렸습니다. 붉은 갈색 털에 귀가 길고 빨간 목줄을 하고 있어요. 12kg 정도, 3살입니다.',
    phone: '010-2345-6789',
    photos: ownPhotos('0005', 2),
  },
  {
    daysAgo: 9,
    timeLost: '07:30',
    region: '서울특별시',
    district: '마포구',
    placeDetail: '망원한강공원 망원나들목 근처',
    colour: '갈색과 흰색',
    size: '중형',
    microchip: '410100012345678',
    species: '비글',
    gender: '수컷',
    dogName: '보리',
    content:
      '망원한강공원 근처에서 실종됐습니다. 갈색과 흰색 털의 비글, 중성화했고 내장칩 있습니다.',
    phone: '010-3456-7890',
    photos: photosOf('breeds', 'beagle').slice(0, 1),
  },
  {
    daysAgo: 6,
    region: '경기도',
    district: '성남시',
    placeDetail: '분당 정자동 아파트 단지',
    colour: '검은색, 얼굴과 가슴은 흰색',
    size: '소형',
    species: '믹스견',
    gender: reunion('0008').gender,
    dogName: '까미',
    content:
      '분당 정자동 아파트 단지에서 대문이 열린 틈에 나갔습니다. 검은 털에 얼굴과 가슴이 하얀 2살 아이예요. 9kg 정도이고 사람을 잘 따릅니다.',
    phone: '010-4567-8901',
    photos: ownPhotos('0008', 3),
  },
  {
    daysAgo: 3,
    region: '서울특별시',
    district: '송파구',
    species: '시바',
    gender: '암컷',
    dogName: null,
    content:
      '잠실역 부근에서 발견 후 임시 보호하다가 다시 놓쳤습니다. 주황색 털, 꼬리가 말려 있어요.',
    phone: '010-5678-9012',
    photos: photosOf('breeds', 'shiba_inu').slice(0, 1),
  },
  {
    daysAgo: 1,
    timeLost: '20:10',
    region: '경기도',
    district: '고양시',
    placeDetail: '일산호수공원 노래하는 분수대 앞',
    lat: 37.65783,
    lng: 126.76934,
    colour: '검은색',
    size: '중형',
    collar: '파란 옷',
    species: '믹스견',
    gender: reunion('0079').gender,
    dogName: '두부',
    content:
      '일산 호수공원 노래하는 분수대 앞에서 잃어버렸습니다. 온몸이 까만 털이고 파란 옷을 입고 있었어요. 5살, 14kg입니다.',
    phone: '010-6789-0123',
    photos: ownPhotos('0079', 2),
  },
  {
    daysAgo: 40,
    region: '서울특별시',
    district: '노원구',
    placeDetail: '불암산 둘레길 입구',
    species: '퍼그',
    gender: '수컷',
    dogName: '호빵',
    content: '산책 중에 놀라서 달아났습니다. 까만 얼굴에 베이지색 털이에요.',
    phone: '010-7890-1234',
    photos: photosOf('breeds', 'pug').slice(0, 1),
    closed: 'BY_ITSELF',
  },
  {
    daysAgo: 30,
    region: '경기도',
    district: '용인시',
    placeDetail: '수지 동천동 탄천 산책로',
    species: '하바니즈',
    gender: '암컷',
    dogName: '솜이',
    content: '흰 털에 분홍 리본을 하고 있었어요. 겁이 많아요.',
    phone: '010-8901-2345',
    photos: photosOf('breeds', 'havanese').slice(0, 1),
    closed: 'SHELTER',
  },
];

const dateDaysAgo = (days: number) =>
  new Date(Date.now() + 9 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);

/** The demo member's lost-pet reports, with real photos of their dogs (see DEMO_REPORTS). */
export async function createDemoReports(deps: { db: Db; storage: Storage }): Promise<number[]> {
  const member = await findUserByUserid(deps.db, 'member');
  if (!member) return [];
  const ids: number[] = [];
  for (const { photos, daysAgo, closed, ...report } of DEMO_REPORTS) {
    const saved = [];
    for (const photo of photos) {
      const { key, thumbnailKey } = await saveImage(
        deps.storage,
        'reports',
        fs.readFileSync(photo.file),
      );
      saved.push({ imageKey: key, thumbnailKey });
    }
    const row = await insertReport(
      deps.db,
      {
        ...report,
        title: deriveReportTitle(report),
        dateLost: dateDaysAgo(daysAgo),
        authorId: member.id,
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      },
      saved,
    );
    if (closed) await closeReport(deps.db, row.id, { reason: closed });
    ids.push(row.id);
  }
  return ids;
}
