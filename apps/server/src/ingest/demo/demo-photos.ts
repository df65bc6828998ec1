import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Coat } from '../../ai/coat';
import { coatOf } from '../../ai/coat';
import { dogPhotosDir } from '../../paths';

/**
 * The breeds of assets/dogs/breeds (Oxford-IIIT Pet) as the national API names them, with
 * their usual adult weight. Every other demo dog (assets/dogs/identity, DogFaceNet) is a
 * shelter dog of no certain breed: 믹스견.
 */
export const DEMO_BREEDS: Record<string, { name: string; kg: [number, number] }> = {
  american_bulldog: { name: '아메리칸 불독', kg: [27, 45] },
  american_pit_bull_terrier: { name: '아메리칸 핏불 테리어', kg: [14, 30] },
  basset_hound: { name: '바셋 하운드', kg: [20, 29] },
  beagle: { name: '비글', kg: [9, 14] },
  boxer: { name: '복서', kg: [25, 32] },
  chihuahua: { name: '치와와', kg: [1.5, 3] },
  english_cocker_spaniel: { name: '잉글리시 코커 스패니얼', kg: [12, 15] },
  english_setter: { name: '잉글리시 세터', kg: [20, 36] },
  german_shorthaired: { name: '저먼 쇼트헤어드 포인터', kg: [20, 32] },
  great_pyrenees: { name: '그레이트 피레니즈', kg: [40, 55] },
  havanese: { name: '하바니즈', kg: [3, 6] },
  japanese_chin: { name: '재패니즈 친', kg: [2, 5] },
  keeshond: { name: '케이스혼드', kg: [14, 18] },
  leonberger: { name: '레온베르거', kg: [45, 70] },
  miniature_pinscher: { name: '미니어처 핀셔', kg: [4, 5] },
  newfoundland: { name: '뉴펀들랜드', kg: [50, 68] },
  pomeranian: { name: '포메라니안', kg: [1.8, 3.5] },
  pug: { name: '퍼그', kg: [6, 9] },
  saint_bernard: { name: '세인트 버나드', kg: [60, 80] },
  samoyed: { name: '사모예드', kg: [16, 30] },
  scottish_terrier: { name: '스코티시 테리어', kg: [8, 10] },
  shiba_inu: { name: '시바', kg: [8, 11] },
  staffordshire_bull_terrier: { name: '스태퍼드셔 불 테리어', kg: [11, 17] },
  wheaten_terrier: { name: '소프트코티드 휘튼 테리어', kg: [14, 20] },
  yorkshire_terrier: { name: '요크셔 테리어', kg: [2, 3.2] },
};
export const MIXED = { name: '믹스견', kg: [5, 22] as [number, number] };

/** A coat as shelters write it (the public data's colour words). */
export const COAT_WORDS: Record<Coat, string> = {
  white: '흰색',
  black: '검정색',
  grey: '회색',
  cream: '크림색',
  brown: '갈색',
  red: '적갈색',
};

export type DemoPhoto = { file: string; group: string; set: 'breeds' | 'identity' };

/** The photos of one breed or one individual dog, in a stable order. */
export function photosOf(set: DemoPhoto['set'], group: string): DemoPhoto[] {
  const dir = path.join(dogPhotosDir, set, group);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((f) => ({ file: path.join(dir, f), group, set }));
}

export const groupsOf = (set: DemoPhoto['set']) =>
  fs.readdirSync(path.join(dogPhotosDir, set)).sort();

/**
 * The photos that become demo stray dogs. The first photo of each breed is kept out (a
 * visitor's photo search and the demo reports use it); of each individual dog only the last
 * photo is a stray, its others are what an owner would have (demo reports, benches).
 */
export function strayPhotos(): DemoPhoto[] {
  return [
    ...groupsOf('breeds').flatMap((breed) => photosOf('breeds', breed).slice(1)),
    ...groupsOf('identity').flatMap((dog) => photosOf('identity', dog).slice(-1)),
  ];
}

/** The coat colour in the middle of the photo, where the dog usually is. */
export async function coatOfPhoto(file: string): Promise<Coat> {
  const { data } = await sharp(file)
    .resize(32, 32, { fit: 'cover' })
    .extract({ left: 8, top: 8, width: 16, height: 16 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mean = [0, 1, 2].map((c) => {
    let sum = 0;
    for (let i = c; i < data.length; i += 3) sum += data[i]!;
    return sum / (data.length / 3);
  });
  return coatOf(mean[0]!, mean[1]!, mean[2]!);
}

/**
 * Demo dogs whose owners filed a demo report with other photos of them (demo-reports.ts):
 * the shelter that took each in, and when, so the demo member's reports have a right match.
 */
export const DEMO_REUNIONS: {
  dog: string;
  gender: '암컷' | '수컷';
  kg: number;
  age: number;
  foundIn: string;
  foundDaysAgo: number;
}[] = [
  { dog: '0005', gender: '수컷', kg: 12, age: 3, foundIn: '화성시', foundDaysAgo: 10 },
  { dog: '0008', gender: '수컷', kg: 9, age: 2, foundIn: '용인시', foundDaysAgo: 4 },
  { dog: '0079', gender: '암컷', kg: 14, age: 5, foundIn: '파주시', foundDaysAgo: 0 },
];
