import type { Report, ReportListItem } from '@chajul/contracts';
import { placeOf } from '@chajul/contracts';
import type { ReportWithAuthor } from './reports.repository';

/** imagePath is appended to /api/lost-pet/images, so it is the storage key with a slash. */
const pathOf = (key: string | null) => (key ? `/${key}` : null);

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
    authorUserid: row.authorUserid,
  };
}

export function toReport(row: ReportWithAuthor): Report {
  return {
    ...toReportListItem(row),
    imagePath: pathOf(row.imageKey),
    thumbnailPath: pathOf(row.thumbnailKey),
    content: row.content,
    phone: row.phone,
    updatedAt: row.updatedAt.toISOString(),
  };
}
