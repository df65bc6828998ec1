import { reportMessages, sharingMessages as m } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { renderFlyer } from '../../lib/flyer';
import type { Storage } from '../../lib/storage';
import { coverOf } from '../../lib/photo-set';
import type { PagePreview } from '../../plugins/page-previews';
import type { ReportWithAuthor } from './reports.repository';
import { findReport, reportPhotoKeys } from './reports.repository';

/** The flyer's link points at the public site (PUBLIC_BASE_URL). */
export type SharingDeps = { db: Db; storage: Storage; publicBaseUrl: string };

/** A report's page, by its id alone: what links and previews point at. */
const reportPath = (id: number) => `/report/view?id=${id}`;
const reportUrl = (deps: SharingDeps, id: number) => `${deps.publicBaseUrl}${reportPath(id)}`;

const read = async (deps: SharingDeps, key: string) => (await deps.storage.get(key))?.body;

/** The cover in full and the other photos as thumbnails, for the flyer's photo row. */
async function flyerPhotos(deps: SharingDeps, row: ReportWithAuthor) {
  const photos = await reportPhotoKeys(deps.db, row.id);
  const [cover, ...others] = photos.length > 0 ? photos : coverOf(row);
  const more = await Promise.all(others.map((photo) => read(deps, photo.thumbnailKey)));
  return {
    photo: cover ? await read(deps, cover.imageKey) : undefined,
    morePhotos: more.filter((body): body is Buffer => body !== undefined),
  };
}

/** The printable A4 flyer of a report, with the phone number where the owner allows it. */
export async function reportFlyer(
  deps: SharingDeps,
  id: number,
  withContact: boolean,
): Promise<Buffer> {
  const row = await findReport(deps.db, id);
  if (!row || row.hiddenAt) throw notFound(reportMessages.notFound);
  const place = `${row.region} ${row.district}`.trim();
  return renderFlyer({
    headline: m.flyerHeadline,
    dogName: row.dogName || reportMessages.nameless,
    details: [
      [m.flyerDateLost, row.dateLost],
      [m.flyerPlaceLost, place],
      [m.flyerBreedGender, `${row.species || m.unknown} / ${row.gender || m.unknown}`],
      [m.flyerFeatures, row.content?.trim() || m.unknown],
    ],
    // A flyer is posted in the street: it carries the number only where the owner made it
    // public (ADR 136); otherwise the QR code leads to the report and its messages.
    contact: withContact && row.phoneVisibility === 'PUBLIC' ? row.phone : undefined,
    contactLabel: m.flyerContact,
    ...(await flyerPhotos(deps, row)),
    url: reportUrl(deps, row.id),
    qrCaption: m.flyerQr,
    footer: m.flyerFooter,
  });
}

/** What KakaoTalk and other messengers show for a shared report link. */
export async function reportPreview(
  deps: SharingDeps,
  id: number,
): Promise<PagePreview | undefined> {
  const row = await findReport(deps.db, id);
  if (!row || row.hiddenAt) return undefined;
  const place = `${row.region} ${row.district}`.trim();
  const summary = m.reportPreview(row.dateLost, place);
  return {
    title: row.title,
    description: [summary, row.content?.trim()].filter(Boolean).join(' ').slice(0, 200),
    image: row.imageKey ? `/api/lost-pet/images/${row.imageKey}` : undefined,
    path: reportPath(row.id),
  };
}
