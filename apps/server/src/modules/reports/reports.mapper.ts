import type { Report, ReportListItem, ReportPhoto } from '@chajul/contracts';
import { placeOf } from '@chajul/contracts';
import type { PhotoKeys, ReportWithAuthor } from './reports.repository';

/** imagePath is appended to /api/lost-pet/images, so it is the storage key with a slash. */
export const imagePathOf = (key: string) => `/${key}`;
const pathOf = (key: string | null) => (key ? imagePathOf(key) : null);

/** The cover columns of a row as a photo list. */
export const coverOf = (row: { imageKey: string | null; thumbnailKey: string | null }) =>
  row.imageKey && row.thumbnailKey
    ? [{ imageKey: row.imageKey, thumbnailKey: row.thumbnailKey }]
    : [];

/** A list row: the thumbnail for the card and never the phone number (privacy). */
export function toReportListItem(row: ReportWithAuthor): ReportListItem {
  return {
    id: row.id,
    title: row.title,
    dateLost: row.dateLost,
    placeLost: placeOf(row.region, row.district),
    region: row.region,
    district: row.district,
    species: row.species,
    gender: row.gender,
    dogName: row.dogName,
    imagePath: pathOf(row.thumbnailKey ?? row.imageKey),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    authorNickname: row.authorNickname,
  };
}

const toPhoto = (photo: PhotoKeys): ReportPhoto => ({
  imagePath: imagePathOf(photo.imageKey),
  thumbnailPath: imagePathOf(photo.thumbnailKey),
});

/**
 * The detail: every photo in order; imagePath and thumbnailPath stay those of the cover.
 * `isAuthor` is for the reader (null for a visitor), so the route keeps only visitors'
 * answers in the shared cache (ADR 093, 097).
 */
export function toReport(
  row: ReportWithAuthor,
  photos: PhotoKeys[],
  reader: { id: number } | null,
): Report {
  return {
    ...toReportListItem(row),
    imagePath: pathOf(row.imageKey),
    thumbnailPath: pathOf(row.thumbnailKey),
    // A row written around report_photos (by hand, an old backup) still shows its cover.
    photos: (photos.length > 0 ? photos : coverOf(row)).map(toPhoto),
    content: row.content,
    phone: row.phone,
    updatedAt: row.updatedAt.toISOString(),
    isAuthor: reader !== null && reader.id === row.authorId,
  };
}
