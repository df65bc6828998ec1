import type { Dog, DogGender } from '@chajul/contracts';
import type { ShownDog } from './dogs.repository';

/** Our stored copies of the photos are served under this prefix (dogs.routes.ts). */
export const DOG_IMAGE_PREFIX = '/api/dog-details/images/';

const imageUrl = (key: string | null) => (key ? `${DOG_IMAGE_PREFIX}${key}` : null);
const GENDERS = new Set<string>(['수컷', '암컷', '미상']);
const NEUTER = new Set<string>(['Y', 'N', 'U']);

export function toDog(row: ShownDog): Dog {
  return {
    id: row.id,
    number: row.noticeNo,
    shelterId: row.shelterRegNo,
    shelterName: row.shelterName,
    shelterPhone: row.shelterPhone,
    shelterAddress: row.shelterAddress,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    foundDate: row.foundDate,
    foundLocation: row.foundPlace,
    jurisd: row.jurisd,
    species: row.species,
    color: row.color,
    gender: row.gender && GENDERS.has(row.gender) ? (row.gender as DogGender) : null,
    age: row.age,
    weight: row.weight,
    neutYn: row.neuterYn && NEUTER.has(row.neuterYn) ? (row.neuterYn as Dog['neutYn']) : null,
    specialMark: row.specialMark,
    noticeStartDate: row.noticeStartDate,
    noticeEndDate: row.noticeEndDate,
    imagePath: imageUrl(row.imageKey),
    thumbnailPath: imageUrl(row.thumbnailKey),
    source: row.source,
    lastSeenAt: row.lastSeenAt.toISOString(),
    unconfirmed: row.unconfirmed,
  };
}
