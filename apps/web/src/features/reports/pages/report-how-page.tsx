import { Link } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { koReports } from '../../../locales/ko-reports';
import list from '../../../components/ui/post-list.module.css';
import pages from '../../../components/ui/post-pages.module.css';
import styles from './report-pages.module.css';

const how = koReports.how;

/** /report/how: a static guide (spec §2) with the steps, a link to /shelters and hotlines. */
export function ReportHowPage() {
  return (
    <div className={`${pages.viewPage} ${styles.viewPage}`}>
      <h1 className={pageStyles.title}>{koReports.howTitle}</h1>
      <p>{how.intro}</p>
      <ol className={styles.steps} aria-label={how.stepsLabel}>
        {how.steps.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.body}</p>
          </li>
        ))}
      </ol>
      <div className={pages.actions}>
        <Link to={paths.reportWrite} className={list.primaryLink}>
          {how.writeLink}
        </Link>
        <div className={pages.actionGroup}>
          <Link to={paths.shelters} className={list.secondaryLink}>
            {how.sheltersLink}
          </Link>
          <Link to={paths.lookup} className={list.secondaryLink}>
            {how.lookupLink}
          </Link>
        </div>
      </div>
      <section className={styles.hotline} aria-labelledby="report-hotline">
        <h2 id="report-hotline">{how.hotlineTitle}</h2>
        <ul>
          {how.hotlines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
