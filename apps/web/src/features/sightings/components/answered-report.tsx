import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { koSightings } from '../../../locales/ko-sightings';
import { useAnsweredReport } from '../api/get-answered-report';
import styles from './sighting-form.module.css';

/** Which lost report the form answers: its title, linked, or its number until it loads. */
export function AnsweredReport({ id }: { id: number }) {
  const report = useAnsweredReport(id);
  return (
    <div className={styles.answering}>
      <p>{koSightings.answering}</p>
      <Link to={paths.reportView(id)}>{report.data?.title ?? koSightings.answeringLink(id)}</Link>
    </div>
  );
}
