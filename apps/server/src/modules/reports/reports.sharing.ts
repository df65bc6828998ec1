import type { FastifyInstance } from 'fastify';
import { reportMessages, sharingMessages as m } from '@chajul/contracts';
import { notFound } from '../../errors';
import { renderFlyer } from '../../lib/flyer';
import { coverOf } from './reports.mapper';
import type { ReportWithAuthor } from './reports.repository';
import { findReport, reportPhotoKeys } from './reports.repository';

type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

const reportUrl = (app: App, id: number) => `${app.config.publicBaseUrl}/report/view?id=${id}`;

const read = async (app: App, key: string) => (await app.storage.get(key))?.body;

/** The cover in full and the other photos as thumbnails, for the flyer's photo row. */
async function flyerPhotos(app: App, row: ReportWithAuthor) {
  const photos = await reportPhotoKeys(app.db, row.id);
  const [cover, ...others] = photos.length > 0 ? photos : coverOf(row);
  const more = await Promise.all(others.map((photo) => read(app, photo.thumbnailKey)));
  return {
    photo: cover ? await read(app, cover.imageKey) : undefined,
    morePhotos: more.filter((body): body is Buffer => body !== undefined),
  };
}

/** The printable A4 flyer of a report, with or without the phone number. */
export async function reportFlyer(app: App, id: number, withContact: boolean): Promise<Buffer> {
  const row = await findReport(app.db, id);
  if (!row) throw notFound(reportMessages.notFound);
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
    contact: withContact ? row.phone : undefined,
    contactLabel: m.flyerContact,
    ...(await flyerPhotos(app, row)),
    url: reportUrl(app, row.id),
    qrCaption: m.flyerQr,
    footer: m.flyerFooter,
  });
}

/** What KakaoTalk and other messengers show for a shared report link. */
export async function reportPreview(app: App, id: number) {
  const row = await findReport(app.db, id);
  if (!row) return undefined;
  const place = `${row.region} ${row.district}`.trim();
  const summary = m.reportPreview(row.dateLost, place);
  return {
    title: row.title,
    description: [summary, row.content?.trim()].filter(Boolean).join(' ').slice(0, 200),
    image: row.imageKey ? `/api/lost-pet/images/${row.imageKey}` : undefined,
  };
}
