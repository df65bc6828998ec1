import type { SightingKind, SightingStatus } from '@chajul/contracts';
import { koSightings } from '../../../locales/ko-sightings';
import styles from './sightings.module.css';

/** 발견 or 목격, and 마감 once its author closed it: in lists and on its page. */
export function KindBadges({ kind, status }: { kind: SightingKind; status?: SightingStatus }) {
  return (
    <span className={styles.badges}>
      <span className={kind === 'FOUND' ? styles.badgeFound : styles.badgeSeen}>
        {koSightings.kindLabel[kind]}
      </span>
      {status && status !== 'OPEN' && (
        <span className={styles.badgeClosed}>{koSightings.statusLabel[status]}</span>
      )}
    </span>
  );
}
