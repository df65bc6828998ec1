import type { MapPoint, Sighting, SightingListItem } from '@chajul/contracts';
import { pointOf, sightingMessages } from '@chajul/contracts';
import type { PhotoKeys } from '../../lib/photo-set';
import { coverOf, imagePathOf } from '../../lib/photo-set';
import type { SightingWithAuthor } from './sightings.repository';

const pathOf = (key: string | null) => (key ? imagePathOf(key) : null);

/** The pin where the finder gave one; else the 시/군/구 centroid, marked approximate. */
export function pointOfSighting(row: {
  lat: number | null;
  lng: number | null;
  region: string;
  district: string;
}): MapPoint | null {
  if (row.lat !== null && row.lng !== null)
    return { lat: row.lat, lng: row.lng, approximate: false };
  const centroid = pointOf(row.region, row.district);
  return centroid ? { lat: centroid[0], lng: centroid[1], approximate: true } : null;
}

/** A list row: the thumbnail, the place, and never the finder's e-mail or link. */
export function toSightingListItem(row: SightingWithAuthor): SightingListItem {
  return {
    id: row.id,
    kind: row.kind as SightingListItem['kind'],
    status: row.status as SightingListItem['status'],
    seenAt: row.seenAt.toISOString(),
    region: row.region,
    district: row.district,
    place: row.place,
    point: pointOfSighting(row),
    breed: row.breed,
    colour: row.colour,
    size: row.size,
    gender: row.gender,
    collar: row.collar,
    imagePath: pathOf(row.thumbnailKey ?? row.imageKey),
    authorName: row.authorName || sightingMessages.nameless,
    lostReportId: row.lostReportId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSighting(
  row: SightingWithAuthor,
  photos: PhotoKeys[],
  isAuthor: boolean,
): Sighting {
  return {
    ...toSightingListItem(row),
    imagePath: pathOf(row.imageKey),
    note: row.note,
    heldAt: row.heldAt,
    direction: row.direction,
    photos: (photos.length ? photos : coverOf(row)).map((photo) => ({
      imagePath: imagePathOf(photo.imageKey),
      thumbnailPath: imagePathOf(photo.thumbnailKey),
    })),
    // A stranger holding the number could claim the dog: its finder's alone (ADR 151).
    microchip: isAuthor ? row.microchip : null,
    updatedAt: row.updatedAt.toISOString(),
    isAuthor,
  };
}
