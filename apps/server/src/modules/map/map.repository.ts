import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lossNotices, lostReports, shelters, sightings } from '../../db/schema';
import { isPublic as sightingIsPublic } from '../sightings/sightings.repository';

/** Open and not hidden: what every public answer shows of the lost reports. */
const reportIsOpen = and(eq(lostReports.status, 'OPEN'), isNull(lostReports.hiddenAt));

/**
 * The few columns the map needs of every open lost report: one pass over
 * `lost_reports_open_idx`, never the text or the phone.
 */
export function openReportPoints(db: Db) {
  return db
    .select({
      id: lostReports.id,
      authorId: lostReports.authorId,
      title: lostReports.title,
      dateLost: lostReports.dateLost,
      region: lostReports.region,
      district: lostReports.district,
      placeDetail: lostReports.placeDetail,
      lat: lostReports.lat,
      lng: lostReports.lng,
      thumbnailKey: lostReports.thumbnailKey,
    })
    .from(lostReports)
    .where(reportIsOpen);
}
export type ReportPointRow = Awaited<ReturnType<typeof openReportPoints>>[number];

/** Found and seen reports the public sees: confirmed, open, not hidden (`sightings_status_created_idx`). */
export function publicSightingPoints(db: Db) {
  return db
    .select({
      id: sightings.id,
      kind: sightings.kind,
      seenAt: sightings.seenAt,
      region: sightings.region,
      district: sightings.district,
      place: sightings.place,
      lat: sightings.lat,
      lng: sightings.lng,
      breed: sightings.breed,
      thumbnailKey: sightings.thumbnailKey,
    })
    .from(sightings)
    .where(sightingIsPublic);
}
export type SightingPointRow = Awaited<ReturnType<typeof publicSightingPoints>>[number];

/** Shelters with coordinates; those without are listed on the shelters page, not drawn. */
export function shelterPoints(db: Db) {
  return db
    .select({
      id: shelters.id,
      careNm: shelters.careNm,
      careAddr: shelters.careAddr,
      lat: shelters.lat,
      lng: shelters.lng,
    })
    .from(shelters)
    .where(and(isNotNull(shelters.lat), isNotNull(shelters.lng)));
}
export type ShelterPointRow = Awaited<ReturnType<typeof shelterPoints>>[number];

/** A member's own open reports with a pin (`lost_reports_author_idx`): they see these exactly. */
export function ownPinnedReports(db: Db, authorId: number) {
  return db
    .select({ id: lostReports.id, lat: lostReports.lat, lng: lostReports.lng })
    .from(lostReports)
    .where(
      and(
        eq(lostReports.authorId, authorId),
        reportIsOpen,
        isNotNull(lostReports.lat),
        isNotNull(lostReports.lng),
      ),
    );
}

/** The open national lost-animal notices (`loss_notices_open_idx`): area, day and looks only. */
export function openNoticePoints(db: Db) {
  return db
    .select({
      id: lossNotices.id,
      region: lossNotices.region,
      district: lossNotices.district,
      lostDate: lossNotices.lostDate,
      species: lossNotices.species,
      gender: lossNotices.gender,
      thumbnailKey: lossNotices.thumbnailKey,
    })
    .from(lossNotices)
    .where(eq(lossNotices.status, 'OPEN'));
}
export type NoticePointRow = Awaited<ReturnType<typeof openNoticePoints>>[number];
