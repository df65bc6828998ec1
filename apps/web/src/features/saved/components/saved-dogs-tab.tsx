import { Link } from 'react-router';
import { DogImage } from '../../../components/ui/dog-image';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { orDash } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { koSaved as t } from '../../../locales/ko-saved';
import { useSavedDogs } from '../api/get-saved-dogs';
import { SavedDogButton } from './saved-dog-button';
import styles from './saved.module.css';

/** 마이페이지's 관심 강아지 tab: each saved dog, its state, and its heart to let it go. */
export function SavedDogsTab() {
  const list = useSavedDogs();
  if (list.isPending) return <p role="status">{ko.common.loading}</p>;
  if (list.isError) return <p role="alert">{errorMessage(list.error, t.loadFailed)}</p>;
  const { dogs } = list.data;
  if (!dogs.length) return <p role="status">{t.dogsEmpty}</p>;
  return (
    <ul className={styles.list} aria-label={t.dogsTab}>
      {dogs.map((dog) => {
        const name = `${orDash(dog.species)} ${orDash(dog.number)}`;
        return (
          <li key={dog.id} className={styles.row}>
            <DogImage
              src={dog.thumbnailPath ?? dog.imagePath}
              alt={ko.common.dogPhotoAlt(orDash(dog.species))}
              width={96}
              height={72}
            />
            <span className={styles.rowText}>
              <Link to={paths.lookupDog(dog.id)} state={{ from: paths.savedDogs }}>
                {name}
              </Link>
              <span className={styles.meta}>
                {[dog.state, dog.shelterName, dog.noticeEndDate].filter(Boolean).join(' · ')}
              </span>
            </span>
            <SavedDogButton dogId={dog.id} dogName={name} />
          </li>
        );
      })}
    </ul>
  );
}
