import type { Shelter } from '@chajul/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { koShelters } from '../../../locales/ko-shelters';
import { formatDistance, hasPosition } from '../lib/distance';
import { isCallable } from '../lib/filter';
import styles from './shelter-panel.module.css';

export type ListedShelter = Shelter & { distanceKm?: number | null };

type Props = {
  shelters: readonly ListedShelter[];
  selected: string | undefined;
  onSelect: (shelter: ListedShelter & { lat: number; lng: number }) => void;
};

/** One page of the list: name, address, phone; a click shows the shelter on the map. */
export function ShelterList({ shelters, selected, onSelect }: Props) {
  return (
    <ul className={styles.list} aria-label={koShelters.list}>
      {shelters.map((s) => {
        const current = s.careRegNo === selected;
        const body = (
          <>
            <span className={styles.name}>
              {s.careNm}
              {s.distanceKm != null && (
                <span className={styles.distance}>{formatDistance(s.distanceKm)}</span>
              )}
            </span>
            <span className={styles.address}>{s.careAddr}</span>
          </>
        );
        return (
          <li key={s.careRegNo} className={current ? styles.selected : undefined}>
            {hasPosition(s) ? (
              <button
                type="button"
                className={styles.item}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(s)}
              >
                {body}
              </button>
            ) : (
              <div className={styles.item}>
                {body}
                <span className={styles.note}>{koShelters.noPosition}</span>
              </div>
            )}
            <Link className={styles.pageLink} to={paths.shelter(s.careRegNo)}>
              {koShelters.openPage} <span className="visually-hidden">{s.careNm}</span>
            </Link>
            <span className={styles.phone}>
              {isCallable(s.careTel) ? (
                // The link's name starts with the number it shows (WCAG 2.5.3).
                <a href={`tel:${s.careTel.replace(/[^0-9+]/g, '')}`}>
                  {s.careTel} <span className="visually-hidden">{koShelters.call(s.careNm)}</span>
                </a>
              ) : (
                (s.careTel ?? koShelters.noPhone)
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
