import type {
  PhoneVisibility,
  Report,
  ReportCloseReason,
  ReportListItem,
  ReportPhoto,
} from '@chajul/contracts';
import { placeOf } from '@chajul/contracts';
import type { PhotoKeys } from '../../lib/photo-set';
import { coverOf, imagePathOf } from '../../lib/photo-set';
import { publicPointOfReport } from './report-point';
import type { ReportWithAuthor } from './reports.repository';

const pathOf = (key: string | null) => (key ? imagePathOf(key) : null);

/**
 * The number in the detail answer: for its author, and for everyone when the owner made it
 * public. Members see a MEMBERS number only by a click (POST …/phone, logged); NONE never
 * (ADR 136). The visitors' shared cache only ever holds a PUBLIC number.
 */
const phoneFor = (
  row: { phone: string; phoneVisibility: string; authorId: number | null },
  reader: { id: number } | null,
) => (reader?.id === row.authorId || row.phoneVisibility === 'PUBLIC' ? row.phone : null);

/**
 * A list row: the thumbnail for the card, never the phone number or the 동물등록번호, and the
 * place as every visitor may see it (ADR 150): lists are the same for everyone.
 */
export function toReportListItem(row: ReportWithAuthor): ReportListItem {
  return {
    id: row.id,
    title: row.title,
    dateLost: row.dateLost,
    timeLost: row.timeLost,
    placeLost: placeOf(row.region, row.district),
    region: row.region,
    district: row.district,
    placeDetail: row.placeDetail,
    point: publicPointOfReport(row, null),
    colour: row.colour,
    size: row.size,
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
 * `isAuthor`, the exact pin and the 동물등록번호 are for the reader (null for a visitor), so
 * the route keeps only visitors' answers in the shared cache (ADR 093, 097, 150).
 */
export function toReport(
  row: ReportWithAuthor,
  photos: PhotoKeys[],
  reader: { id: number } | null,
): Report {
  return {
    ...toReportListItem(row),
    point: publicPointOfReport(row, reader),
    imagePath: pathOf(row.imageKey),
    thumbnailPath: pathOf(row.thumbnailKey),
    // A row written around report_photos (by hand, an old backup) still shows its cover.
    photos: (photos.length > 0 ? photos : coverOf(row)).map(toPhoto),
    content: row.content,
    collar: row.collar,
    // The registration is the owner's: a stranger with it could claim the dog (ADR 151).
    microchip: reader?.id === row.authorId ? row.microchip : null,
    phone: phoneFor(row, reader),
    phoneVisibility: row.phoneVisibility as PhoneVisibility,
    updatedAt: row.updatedAt.toISOString(),
    isAuthor: reader !== null && reader.id === row.authorId,
    closedReason: row.closedReason as ReportCloseReason | null,
  };
}
