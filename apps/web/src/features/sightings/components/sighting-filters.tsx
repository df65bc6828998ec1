import { SIGHTING_KINDS } from '@chajul/contracts';
import { RegionFilterFields } from '../../../components/ui/region-filter-fields';
import { SelectField } from '../../../components/ui/select-field';
import { koSightings } from '../../../locales/ko-sightings';
import list from '../../../components/ui/post-list.module.css';
import styles from './sightings.module.css';

export type SightingSearch = { kind: string; region: string; district: string };

const kinds = SIGHTING_KINDS.map((k) => ({ value: k, label: koSightings.kindLabel[k] }));

/** Kind, 시/도 and 시/군/구: each choice searches at once (the board has no free text). */
export function SightingFilters({
  search,
  onSearch,
}: {
  search: SightingSearch;
  onSearch: (search: SightingSearch) => void;
}) {
  return (
    <form
      className={`${list.filters} ${styles.filters}`}
      role="search"
      onSubmit={(e) => e.preventDefault()}
    >
      <SelectField
        label={koSightings.kindFilter}
        placeholder={koSightings.allKinds}
        options={kinds}
        value={search.kind}
        onChange={(e) => onSearch({ ...search, kind: e.target.value })}
      />
      <RegionFilterFields
        region={search.region}
        district={search.district}
        onChange={(place) => onSearch({ ...search, ...place })}
        texts={koSightings}
      />
    </form>
  );
}
