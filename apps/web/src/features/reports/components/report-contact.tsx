import type { Report } from '@chajul/contracts';
import { Link } from 'react-router';
import buttonStyles from '../../../components/ui/button.module.css';
import { paths } from '../../../config/paths';
import { koReports as t } from '../../../locales/ko-reports';
import styles from './report-details.module.css';

/**
 * The spec's notice to contact the reporter, and the finder's way to the family without the
 * number (issue 25): a seen or found report answering this one, which tells the owner and
 * opens messages.
 */
export function ReportContact({ report }: { report: Report }) {
  const answering = !report.isAuthor && report.status === 'OPEN';
  return (
    <section aria-labelledby="report-contact" className={styles.notice}>
      <h2 id="report-contact">{t.contactSection}</h2>
      <p>{t.contactNotice}</p>
      {answering && (
        <>
          <p>{t.contactBySighting}</p>
          <div className={styles.sightingLinks}>
            <Link
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              to={paths.sightingAnswer('SEEN', report.id)}
            >
              {t.sawIt}
            </Link>
            <Link
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              to={paths.sightingAnswer('FOUND', report.id)}
            >
              {t.haveIt}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
