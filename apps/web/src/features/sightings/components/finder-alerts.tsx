import { finderHeaders } from '../../../lib/finder-token';
import { koAlerts } from '../../../locales/ko-alerts';
import { PushDeviceSetting } from '../../notifications';
import styles from './author-panels.module.css';

/**
 * A visitor finder, here through their private link, may hear of a family and of messages on
 * this device (ADR 155); a member does so from /mypage/edit.
 */
export function FinderAlerts({ sightingId }: { sightingId: number }) {
  return (
    <section className={styles.panel} aria-labelledby="finder-alerts">
      <h2 id="finder-alerts">{koAlerts.finderSection}</h2>
      <PushDeviceSetting headers={finderHeaders(sightingId)} help={koAlerts.finderHelp} />
    </section>
  );
}
