import { Link, Navigate } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { ko } from '../../../locales/ko';
import { koSearch } from '../../../locales/ko-search';
import { SimilarDogGrid } from '../components/similar-dog-grid';
import { predictionStore } from '../lib/prediction-store';
import styles from './predict.module.css';

const LABELS = {
  'nearest-adult': koSearch.nearestAdult,
  'sd-webui': koSearch.generatedAdult,
  none: koSearch.nearestAdult,
} as const;

/** /lookup/search-result: the stored prediction; without a valid one, back to the upload. */
export function SearchResultPage() {
  const stored = predictionStore.read();
  if (!stored) return <Navigate to={paths.predictDog} replace />;
  const { uploadedImage, result } = stored;
  const generated = result.generatedImageBase64
    ? `data:image/jpeg;base64,${result.generatedImageBase64}`
    : null;

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{ko.pageTitles.searchResult}</h1>
      <div className={styles.pair}>
        <figure className={styles.figure}>
          {uploadedImage ? (
            <img className={styles.photo} src={uploadedImage} alt={koSearch.uploaded} />
          ) : (
            <div className={styles.placeholder}>{ko.common.missing}</div>
          )}
          <figcaption>{koSearch.uploaded}</figcaption>
        </figure>
        <figure className={styles.figure}>
          {generated ? (
            <img className={styles.photo} src={generated} alt={LABELS[result.generator]} />
          ) : (
            <div className={styles.placeholder}>{koSearch.noAdult}</div>
          )}
          <figcaption>{LABELS[result.generator]}</figcaption>
          {result.generator === 'nearest-adult' && (
            <p className={styles.note}>{koSearch.nearestAdultNote}</p>
          )}
        </figure>
      </div>
      <h2 className={styles.subtitle}>{koSearch.similarTitle}</h2>
      <SimilarDogGrid dogs={result.dogs} />
      <p className={styles.again}>
        <Link to={paths.predictDog}>{koSearch.tryAgain}</Link>
      </p>
    </div>
  );
}
