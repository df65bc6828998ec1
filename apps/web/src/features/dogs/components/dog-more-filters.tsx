import { COLOUR_KEYS, DOG_AGE_GROUPS, DOG_SIZES, IN_CARE_STATE } from '@chajul/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { koDogs } from '../../../locales/ko-dogs';
import styles from './dog-search-bar.module.css';
import type { SearchForm } from './region-choice';
import { ANY_STATE } from './region-choice';

type Props = {
  value: SearchForm;
  /** Called with the whole search on every change: the filters apply at once. */
  onChange: (next: SearchForm) => void;
  /** The state select (/lookup); the adoption list and a shelter's page show dogs in care. */
  withState?: boolean;
};

/**
 * State, found dates ("since my dog was lost"), sex, size, age group, colour and neutering
 * (issue 30): the same filters on /lookup, /adopt, a shelter's page and the photo search.
 */
export function DogMoreFilters({ value, onChange, withState }: Props) {
  const t = koDogs.filters;
  const set = (patch: Partial<SearchForm>) => onChange({ ...value, ...patch });
  return (
    <fieldset className={styles.more}>
      <legend className="visually-hidden">{t.legend}</legend>
      {withState && (
        <SelectField
          label={t.state}
          options={[
            { value: '', label: t.inCare },
            ...t.endedStates.map((s) => ({ value: s, label: s })),
            { value: ANY_STATE, label: t.anyState },
          ]}
          value={value.state === IN_CARE_STATE ? '' : value.state}
          onChange={(e) => set({ state: e.target.value })}
        />
      )}
      <TextField
        label={t.foundFrom}
        type="date"
        value={value.foundFrom}
        max={value.foundTo || undefined}
        onChange={(e) => set({ foundFrom: e.target.value })}
      />
      <TextField
        label={t.foundTo}
        type="date"
        value={value.foundTo}
        min={value.foundFrom || undefined}
        onChange={(e) => set({ foundTo: e.target.value })}
      />
      <SelectField
        label={t.gender}
        placeholder={koDogs.all}
        options={['수컷', '암컷', '미상']}
        value={value.gender}
        onChange={(e) => set({ gender: e.target.value })}
      />
      <SelectField
        label={t.size}
        placeholder={koDogs.all}
        options={DOG_SIZES.map((s) => ({ value: s, label: t.sizes[s] }))}
        value={value.sizeClass}
        onChange={(e) => set({ sizeClass: e.target.value })}
      />
      <SelectField
        label={t.age}
        placeholder={koDogs.all}
        options={DOG_AGE_GROUPS}
        value={value.ageGroup}
        onChange={(e) => set({ ageGroup: e.target.value })}
      />
      <SelectField
        label={t.color}
        placeholder={koDogs.all}
        options={COLOUR_KEYS}
        value={value.color}
        onChange={(e) => set({ color: e.target.value })}
      />
      <SelectField
        label={t.neutered}
        placeholder={koDogs.all}
        options={(['Y', 'N', 'U'] as const).map((v) => ({ value: v, label: koDogs.neuter[v]! }))}
        value={value.neutered}
        onChange={(e) => set({ neutered: e.target.value })}
      />
    </fieldset>
  );
}
