import type { SimilarDog } from '@chajul/contracts';
import { Link } from 'react-router';
import { DogImage } from '../../../components/ui/dog-image';
import { paths } from '../../../config/paths';
import { ko } from '../../../locales/ko';
import { koSearch } from '../../../locales/ko-search';
import { DogFreshness } from '../../dogs';
import styles from './search.module.css';

type Props = {
  dogs: SimilarDog[];
  /** Where a card leads: the prediction's /lookup/predict-dog/{id} by default. */
  detailPath?: (id: number) => string;
  /** The list the detail's back button returns to through history. */
  from?: string;
};

/** Similar dogs (photo, species, gender, shelter, state, similarity), best first. */
export function SimilarDogGrid({ dogs, detailPath = paths.predictedDog, from }: Props) {
  if (!dogs.length) return <p className={styles.empty}>{koSearch.noSimilarDogs}</p>;
  return (
    <ul className={styles.grid}>
      {dogs.map((dog) => (
        <li key={dog.id}>
          <Link className={styles.card} to={detailPath(dog.id)} state={from ? { from } : undefined}>
            <DogImage className={styles.cardImage} src={dog.imagePath} alt={dog.species ?? ''} />
            <span className={styles.cardBody}>
              <strong>{dog.species ?? ko.common.missing}</strong>
              <span>
                {dog.gender ?? ko.common.missing} · {dog.state}
              </span>
              <span className={styles.muted}>{dog.shelterName ?? ko.common.missing}</span>
              <span className={styles.muted}>
                {koSearch.found(
                  dog.foundDate ?? ko.common.missing,
                  dog.foundLocation ?? ko.common.missing,
                )}
              </span>
              <DogFreshness dog={dog} />
              <span className={styles.muted}>
                {koSearch.similarity(Math.round(Math.max(0, dog.similarity) * 100))}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
