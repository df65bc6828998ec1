import type { SimilarDog } from '@chajul/contracts';
import { Link } from 'react-router';
import { DogImage } from '../../../components/ui/dog-image';
import { paths } from '../../../config/paths';
import { ko } from '../../../locales/ko';
import styles from './search.module.css';

/**
 * A minimal card grid of similar dogs (species, gender, shelter, state), each linking to
 * /lookup/predict-dog/{id}; the lookup's dog card can replace it when the areas merge.
 */
export function SimilarDogGrid({ dogs }: { dogs: SimilarDog[] }) {
  if (!dogs.length) return <p className={styles.empty}>{ko.search.noSimilarDogs}</p>;
  return (
    <ul className={styles.grid}>
      {dogs.map((dog) => (
        <li key={dog.id}>
          <Link className={styles.card} to={paths.predictedDog(dog.id)}>
            <DogImage className={styles.cardImage} src={dog.imagePath} alt={dog.species ?? ''} />
            <span className={styles.cardBody}>
              <strong>{dog.species ?? ko.common.missing}</strong>
              <span>
                {dog.gender ?? ko.common.missing} · {dog.state}
              </span>
              <span className={styles.muted}>{dog.shelterId ?? ko.common.missing}</span>
              <span className={styles.muted}>
                {ko.search.similarity(Math.round(Math.max(0, dog.similarity) * 100))}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
