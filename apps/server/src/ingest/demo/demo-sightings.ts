import fs from 'node:fs';
import type { Db } from '../../db/client';
import { saveImage } from '../../lib/image-store';
import type { Storage } from '../../lib/storage';
import { insertSighting } from '../../modules/sightings/sightings.repository';
import type { DemoPhoto } from './demo-photos';
import { photosOf } from './demo-photos';

type DemoSighting = {
  kind: 'FOUND' | 'SEEN';
  hoursAgo: number;
  region: string;
  district: string;
  place: string;
  pin: [number, number] | null;
  breed: string | null;
  colour: string | null;
  size: '소형' | '중형' | '대형' | null;
  gender: '암컷' | '수컷' | null;
  collar: string | null;
  note: string;
  heldAt?: string;
  direction?: string;
  visitorName: string;
  photos: DemoPhoto[];
};

/**
 * Neighbours' found and seen reports of the demo set (issue 25), posted by visitors who
 * confirmed their mail. One found dog is the demo member's 까미 in another photo of his (the
 * owner has the first three, the shelter the last), one sighting without a photo is near
 * where 두부 was lost, and one seen dog belongs to nobody in the demo.
 */
const DEMO_SIGHTINGS: DemoSighting[] = [
  {
    kind: 'FOUND',
    hoursAgo: 100,
    region: '경기도',
    district: '성남시',
    place: '정자역 3번 출구 앞 공원',
    pin: [37.3663, 127.1081],
    breed: '믹스견',
    colour: '검은색, 가슴이 흰색',
    size: '소형',
    gender: '수컷',
    collar: null,
    note: '비를 맞고 떨고 있어서 데려왔어요. 사람을 잘 따르고 순해요.',
    heldAt: '제가 집에서 데리고 있어요 (정자동)',
    visitorName: '정자동 이웃',
    photos: photosOf('identity', '0008').slice(3, 4),
  },
  {
    kind: 'SEEN',
    hoursAgo: 10,
    region: '경기도',
    district: '고양시',
    place: '일산 호수공원 자전거 길',
    pin: null,
    breed: null,
    colour: '까만색',
    size: '중형',
    gender: null,
    collar: '파란 옷',
    note: '파란 옷을 입은 까만 개가 혼자 뛰어다녔어요.',
    direction: '정발산역 쪽으로',
    visitorName: '산책하던 주민',
    photos: [],
  },
  {
    kind: 'SEEN',
    hoursAgo: 30,
    region: '부산광역시',
    district: '해운대구',
    place: '해운대 해수욕장 동백섬 입구',
    pin: [35.1539, 129.1523],
    breed: '포메라니안',
    colour: '크림색',
    size: '소형',
    gender: null,
    collar: '빨간 목줄',
    note: '목줄만 하고 주인 없이 돌아다녔어요.',
    direction: '미포 쪽으로',
    visitorName: '해운대 주민',
    photos: photosOf('breeds', 'pomeranian').slice(0, 1),
  },
];

/** The demo's found and seen reports, public and confirmed; returns their ids. */
export async function createDemoSightings(deps: { db: Db; storage: Storage }): Promise<number[]> {
  const ids: number[] = [];
  for (const { photos, hoursAgo, pin, visitorName, ...sighting } of DEMO_SIGHTINGS) {
    const saved = [];
    for (const photo of photos) {
      const image = await saveImage(deps.storage, 'sightings', fs.readFileSync(photo.file));
      saved.push({ imageKey: image.key, thumbnailKey: image.thumbnailKey });
    }
    const at = new Date(Date.now() - hoursAgo * 3600_000);
    const row = await insertSighting(
      deps.db,
      {
        ...sighting,
        seenAt: at,
        lat: pin?.[0] ?? null,
        lng: pin?.[1] ?? null,
        visitorName,
        visitorEmail: 'neighbour@example.com',
        status: 'OPEN',
        confirmedAt: at,
        createdAt: at,
      },
      saved,
    );
    ids.push(row.id);
  }
  return ids;
}
