import { koDogs } from '../../../locales/ko-dogs';
import styles from './filter-chips.module.css';
import { chipsOf, without } from './filter-chips-of';
import type { RegionChoice, SearchForm } from './region-choice';
import { EMPTY_SEARCH } from './region-choice';

type Props = {
  /** The search shown (the URL's), not the one being edited. */
  value: SearchForm;
  choice: RegionChoice;
  onChange: (next: SearchForm) => void;
};

/** The active filters above a phone's list, each a button that takes it off (ADR 232). */
export function FilterChips({ value, choice, onChange }: Props) {
  const chips = chipsOf(value, choice);
  if (chips.length === 0) return null;
  const t = koDogs.chips;
  return (
    <ul className={styles.chips} aria-label={t.label}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={t.remove(chip.text)}
            onClick={() => onChange(without(value, chip.key))}
          >
            {chip.text}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className={styles.clear} onClick={() => onChange(EMPTY_SEARCH)}>
            {t.clear}
          </button>
        </li>
      )}
    </ul>
  );
}
