import type { ReportListItem } from '@chajul/contracts';
import { reportImageUrl } from '@chajul/contracts';
import { Link } from 'react-router';
import { DogImage } from '../../../components/ui/dog-image';
import { paths } from '../../../config/paths';
import { koReports } from '../../../locales/ko-reports';
import { ReportStatus } from './report-status';
import list from '../../../components/ui/post-list.module.css';
import styles from './reports.module.css';
import { DateText } from '../../../components/ui/date-text';

/** A card of the list (spec §2): photo, name or the nameless fallback, date, place, species and gender. */
export function ReportCard({ report }: { report: ReportListItem }) {
  const name = report.dogName || koReports.nameless;
  const facts = [report.species, report.gender].filter(Boolean).join(' · ');
  return (
    <li className={`${list.card} ${styles.card}`}>
      <Link to={paths.reportView(report.id, 'list')} className={list.cardLink}>
        <DogImage
          src={reportImageUrl(report.imagePath)}
          alt={koReports.photoOf(name)}
          className={list.cardImage}
          width={480}
          height={360}
        />
        <div className={styles.cardBody}>
          <h2 className={styles.cardTitle}>{name}</h2>
          {report.status === 'FOUND' && <ReportStatus status={report.status} />}
          <dl className={styles.cardFacts}>
            <div>
              <dt>{koReports.dateLost}</dt>
              <dd>
                <DateText value={report.dateLost} />
              </dd>
            </div>
            <div>
              <dt>{koReports.placeLost}</dt>
              <dd>{report.placeLost}</dd>
            </div>
          </dl>
          {facts && <p className={styles.cardTags}>{facts}</p>}
        </div>
      </Link>
    </li>
  );
}
