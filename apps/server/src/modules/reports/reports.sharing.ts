import { reportMessages, sharingMessages as m } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { FlyerRenderer } from '../../lib/flyer-renderer';
import type { Storage } from '../../lib/storage';
import type { PhotoKeys } from '../../lib/photo-set';
import { coverOf } from '../../lib/photo-set';
import type { PagePreview } from '../../plugins/page-previews';
import { findReport, reportPhotoKeys } from './reports.repository';

/** The flyer's link points at the public site (PUBLIC_BASE_URL); flyers are drawn off-thread. */
export type SharingDeps = {
  db: Db;
  storage: Storage;
  publicBaseUrl: string;
  flyers: FlyerRenderer;
};

/** A report's page, by its id alone: what links and previews point at. */
const reportPath = (id: number) => `/report/view?id=${id}`;
const reportUrl = (deps: SharingDeps, id: number) => `${deps.publicBaseUrl}${reportPath(id)}`;

const read = async (deps: SharingDeps, key: string) => (await deps.storage.get(key))?.body;

/** The cover in full and the other photos as thumbnails, for the flyer's photo row. */
async function flyerPhotos(deps: SharingDeps, photos: PhotoKeys[]) {
  const [cover, ...others] = photos;
  const more = await Promise.all(others.map((photo) => read(deps, photo.thumbnailKey)));
  return {
    photo: cover ? await read(deps, cover.imageKey) : undefined,
    morePhotos: more.filter((body): body is Buffer => body !== undefined),
  };
}

/**
 * The printable A4 flyer of a report, with the phone number where the owner allows it. A
 * flyer is drawn once per version: an edit (updatedAt) or other photos make a new one (ADR 117).
 */
export async function reportFlyer(
  deps: SharingDeps,
  id: number,
  withContact: boolean,
): Promise<Buffer> {
  const row = await findReport(deps.db, id);
  if (!row || row.hiddenAt) throw notFound(reportMessages.notFound);
  // A flyer is posted in the street: it carries the number only where the owner made it
  // public (ADR 136); otherwise the QR code leads to the report and its messages.
  const contact = withContact && row.phoneVisibility === 'PUBLIC';
  const stored = await reportPhotoKeys(deps.db, row.id);
  const photos = stored.length > 0 ? stored : coverOf(row);
  const version = [
    row.id,
    row.updatedAt.getTime(),
    contact ? 'contact' : 'no-contact',
    ...photos.map((photo) => photo.imageKey),
  ].join(':');
  return deps.flyers.render(version, async () => {
    // The owner's place words are public; the pin and the 동물등록번호 never go on paper
    // (ADR 150, 151).
    const place = [row.region, row.district, row.placeDetail].filter(Boolean).join(' ');
    return {
      headline: m.flyerHeadline,
      dogName: row.dogName || reportMessages.nameless,
      details: [
        [m.flyerDateLost, [row.dateLost, row.timeLost].filter(Boolean).join(' ')],
        [m.flyerPlaceLost, place],
        [m.flyerBreedGender, `${row.species || m.unknown} / ${row.gender || m.unknown}`],
        [m.flyerFeatures, row.content?.trim() || m.unknown],
      ],
      contact: contact ? row.phone : undefined,
      contactLabel: m.flyerContact,
      ...(await flyerPhotos(deps, photos)),
      url: reportUrl(deps, row.id),
      qrCaption: m.flyerQr,
      footer: m.flyerFooter,
    };
  });
}

/** What KakaoTalk and other messengers show for a shared report link. */
export async function reportPreview(
  deps: Pick<SharingDeps, 'db'>,
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
