import { neighbourMessages as m } from '@chajul/contracts';
import { useNeighboursTold } from '../api/neighbours';
import styles from './neighbours.module.css';

/** 「N명의 이웃에게 알렸어요」 on the family's own lost report (ADR 240). */
export function NeighboursTold({ reportId }: { reportId: number }) {
  const told = useNeighboursTold(reportId);
  if (!told.data) return null;
  return (
    <p className={styles.told} role="status">
      {m.told(told.data.told)}
    </p>
  );
}
