import { Link, Navigate, useParams } from 'react-router';
import { DogImage } from '../../../components/ui/dog-image';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { ko } from '../../../locales/ko';
import { predictionStore } from '../lib/prediction-store';
import styles from './predict.module.css';

/**
 * /lookup/predict-dog/{dogId}: a similar dog of the stored prediction, with a way back to
 * the result. Minimal on purpose: the lookup's dog detail replaces it when the areas merge.
 */
export function PredictedDogPage() {
  const { dogId } = useParams();
  const dog = predictionStore.read()?.result.dogs.find((d) => String(d.id) === dogId);
  if (!dog) return <Navigate to={paths.predictDog} replace />;
  const rows: [string, string | null][] = [
    [ko.search.species, dog.species],
    [ko.search.gender, dog.gender],
    [ko.search.shelter, dog.shelterId],
    [ko.search.state, dog.state],
  ];
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{ko.search.dogTitle}</h1>
        <DogImage className={styles.photo} src={dog.imagePath} alt={dog.species ?? ''} />
        <dl className={styles.facts}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? ko.common.missing}</dd>
            </div>
          ))}
        </dl>
        <Link to={paths.searchResult}>{ko.search.backToResult}</Link>
      </section>
    </div>
  );
}
