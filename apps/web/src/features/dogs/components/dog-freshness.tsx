import type { Dog, SimilarDog } from '@chajul/contracts';
import { koDogs } from '../../../locales/ko-dogs';
import { adoptableNow, noticeLabel, seenLabel } from '../lib/freshness';
import styles from './dog-freshness.module.css';

/**
 * How fresh a record is (issue 30): the days to its notice's end, 지금 입양 가능 once the
 * notice ended with the dog still in care, and when an import last saw it (or 확인 필요).
 */
export function DogFreshness({ dog }: { dog: Dog | SimilarDog }) {
  const notice = noticeLabel(dog);
  const seen = 'lastSeenAt' in dog ? seenLabel(dog) : undefined;
  const unconfirmed = 'unconfirmed' in dog && dog.unconfirmed;
  if (!notice && !seen) return null;
  return (
    <ul className={styles.badges} aria-label={koDogs.freshness.label}>
      {adoptableNow(dog) ? (
        <li className={styles.adoptable}>{koDogs.freshness.adoptableNow}</li>
      ) : (
        notice && <li>{notice}</li>
      )}
      {seen && <li className={unconfirmed ? styles.unconfirmed : styles.seen}>{seen}</li>}
    </ul>
  );
}
