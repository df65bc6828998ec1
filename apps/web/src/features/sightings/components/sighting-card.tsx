import type { SightingListItem } from '@chajul/contracts';
import { sightingImageUrl } from '@chajul/contracts';
import { Link } from 'react-router';
import { DogImage } from '../../../components/ui/dog-image';
import { paths } from '../../../config/paths';
import { formatKoreanTime } from '../../../lib/korean-time';
import { koSightings } from '../../../locales/ko-sightings';
import { KindBadges } from './kind-badge';
import list from '../../../components/ui/post-list.module.css';
import styles from './sightings.module.css';

/** What the dog looked like, in one line: breed, colour, size. */
export const lookOf = (s: Pick<SightingListItem, 'breed' | 'colour' | 'size'>) =>
  [s.breed, s.colour, s.size].filter(Boolean).join(' · ');

/** A card of the board: photo or none, kind, where and when, and what the dog looked like. */
export function SightingCard({ sighting }: { sighting: SightingListItem }) {
  const kind = koSightings.kindLabel[sighting.kind];
  const image = sightingImageUrl(sighting.imagePath);
  const look = lookOf(sighting);
  return (
    <li className={list.card}>
      <Link to={paths.sightingView(sighting.id)} className={list.cardLink}>
        {image ? (
          <DogImage
            src={image}
            alt={koSightings.photoOf(kind)}
            className={list.cardImage}
            width={480}
            height={360}
          />
        ) : (
          <span className={styles.noPhoto}>{koSightings.noPhoto}</span>
        )}
        <span className={styles.cardBody}>
          <KindBadges kind={sighting.kind} status={sighting.status} />
          <h2 className={styles.cardTitle}>
            {[sighting.district, sighting.place].filter(Boolean).join(' ')}
          </h2>
          <span className={styles.cardMeta}>
            <time dateTime={sighting.seenAt}>{formatKoreanTime(sighting.seenAt)}</time>
          </span>
          {look && <span className={styles.cardTags}>{look}</span>}
        </span>
      </Link>
    </li>
  );
}
