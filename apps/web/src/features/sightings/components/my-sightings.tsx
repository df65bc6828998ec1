import { Link } from 'react-router';
import { DateText } from '../../../components/ui/date-text';
import { paths } from '../../../config/paths';
import { ko } from '../../../locales/ko';
import { koSightings } from '../../../locales/ko-sightings';
import { useMySightings } from '../api/get-my-sightings';
import styles from './author-panels.module.css';
import { KindBadges } from './kind-badge';

/** 마이페이지 › 내 제보: the member's found and seen reports, newest first, with their state. */
export function MySightings() {
  const mine = useMySightings();
  if (mine.isPending) return <p className={styles.help}>{ko.common.loading}</p>;
  if (mine.isError) return <p role="alert">{koSightings.mineFailed}</p>;
  const rows = mine.data.content;
  if (rows.length === 0) return <p className={styles.help}>{koSightings.mineEmpty}</p>;
  return (
    <ul className={styles.list} aria-label={koSightings.mine}>
      {rows.map((s) => (
        <li key={s.id} className={styles.conversation}>
          <div>
            <KindBadges kind={s.kind} />
            <p>
              <Link to={paths.sightingView(s.id)}>
                {[s.district, s.place].filter(Boolean).join(' ')}
              </Link>
            </p>
          </div>
          <span className={styles.last}>
            {`${koSightings.statusLabel[s.status]} · `}
            <DateText value={s.createdAt} />
          </span>
        </li>
      ))}
    </ul>
  );
}
