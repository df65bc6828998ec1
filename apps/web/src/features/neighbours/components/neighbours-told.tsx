import { neighbourMessages as m } from '@chajul/contracts';
import { useNeighboursTold } from '../api/neighbours';
import styles from './neighbours.module.css';

/**
 * 「N명의 이웃에게 알렸어요」 on the family's own lost report (ADR 240); a visitor family's
 * page passes the private link's token.
 */
export function NeighboursTold({ reportId, token }: { reportId: number; token?: string }) {
  const told = useNeighboursTold(reportId, token);
  if (!told.data) return null;
  return (
    <p className={styles.told} role="status">
      {m.told(told.data.told)}
    </p>
  );
}
