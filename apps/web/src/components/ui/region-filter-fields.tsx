import { REGION_NAMES, districtsOf } from '@chajul/contracts';
import { SelectField } from './select-field';

/** A list's place filter; empty values mean the whole country or the whole 시/도. */
export type RegionFilter = { region: string; district: string };

/**
 * The 시/도 and 시/군/구 selects of a list's filters. A new 시/도 empties the 시/군/구, which
 * belonged to the old one; the caller decides whether a change searches at once.
 */
export function RegionFilterFields({
  region,
  district,
  onChange,
  texts,
}: RegionFilter & {
  onChange: (next: RegionFilter) => void;
  texts: { region: string; district: string; allRegions: string; allDistricts: string };
}) {
  const districts = districtsOf(region);
  return (
    <>
      <SelectField
        label={texts.region}
        placeholder={texts.allRegions}
        options={REGION_NAMES}
        value={region}
        onChange={(e) => onChange({ region: e.target.value, district: '' })}
      />
      <SelectField
        label={texts.district}
        placeholder={texts.allDistricts}
        options={districts}
        value={district}
        disabled={districts.length === 0}
        onChange={(e) => onChange({ region, district: e.target.value })}
      />
    </>
  );
}
