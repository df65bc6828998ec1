import type { ReportFields } from '@chajul/contracts';

type Shared =
  'region' | 'district' | 'lat' | 'lng' | 'colour' | 'size' | 'gender' | 'collar' | 'microchip';

/**
 * Where a dog was and how it looks, as a lost report and a found or seen report both store
 * them: the two forms read these fields with the same schemas. What was left blank is null.
 */
export function placeAndLooksColumns(fields: Pick<ReportFields, Shared>) {
  return {
    region: fields.region,
    district: fields.district,
    lat: fields.lat ?? null,
    lng: fields.lng ?? null,
    colour: fields.colour ?? null,
    size: fields.size ?? null,
    gender: fields.gender ?? null,
    collar: fields.collar ?? null,
    microchip: fields.microchip ?? null,
  };
}
