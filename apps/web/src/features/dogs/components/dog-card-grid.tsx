import type { Dog } from '@chajul/contracts';
import { isInCare } from '@chajul/contracts';
import { Link } from 'react-router';
import { DogImage } from '../../../components/ui/dog-image';
import { orDash } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { koDogs } from '../../../locales/ko-dogs';
import { SavedDogButton } from '../../saved';
import styles from './dog-card-grid.module.css';
import { AdoptionInquiry } from './adoption-inquiry';
import { DogFreshness } from './dog-freshness';

type Props = {
  dogs: Dog[];
  /** Where a card's detail button leads, e.g. paths.lookupDog. */
  detailPath: (id: number) => string;
  /** The list's own path, handed to the detail so its back button can return here. */
  from: string;
  emptyText: string;
  /** Called before the detail opens (the lookup keeps its search state then). */
  onOpen?: (dog: Dog) => void;
  /** A shelter's own list: each card also offers 입양 문의. */
  inquiry?: boolean;
};

/** The stray-dog cards of the lookup, the adoption list and the photo-search results. */
export function DogCardGrid({ dogs, detailPath, from, emptyText, onOpen, inquiry }: Props) {
  if (dogs.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const t = koDogs.card;
  return (
    <ul className={styles.grid}>
      {dogs.map((dog) => (
        <li key={dog.id}>
          <article
            className={styles.card}
            aria-label={`${orDash(dog.species)} ${orDash(dog.number)}`}
          >
            <DogImage
              className={styles.photo}
              src={dog.thumbnailPath ?? dog.imagePath}
              alt={ko.common.dogPhotoAlt(orDash(dog.species))}
            />
            <div className={styles.body}>
              <dl className={styles.facts}>
                <dt>{t.species}</dt>
                <dd>{orDash(dog.species)}</dd>
                <dt>{t.gender}</dt>
                <dd>{orDash(dog.gender)}</dd>
                <dt>{t.shelter}</dt>
                <dd>{orDash(dog.shelterName ?? dog.shelterId)}</dd>
                <dt>{t.state}</dt>
                <dd className={`${styles.state} ${isInCare(dog.state) ? styles.inCare : ''}`}>
                  {orDash(dog.state)}
                </dd>
                <dt>{t.foundDate}</dt>
                <dd>{orDash(dog.foundDate)}</dd>
                <dt>{t.foundLocation}</dt>
                <dd>{orDash(dog.foundLocation)}</dd>
              </dl>
              <DogFreshness dog={dog} />
              <Link
                className={styles.detail}
                to={detailPath(dog.id)}
                state={{ from }}
                onClick={() => onOpen?.(dog)}
                aria-label={`${orDash(dog.species)} ${koDogs.detail}`}
              >
                {koDogs.detail}
              </Link>
              {inquiry && (
                <AdoptionInquiry
                  phone={dog.shelterPhone}
                  noticeNumber={dog.number}
                  variant="secondary"
                />
              )}
              <SavedDogButton
                dogId={dog.id}
                dogName={`${orDash(dog.species)} ${orDash(dog.number)}`}
              />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
