import type { Report } from '@chajul/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { ReportGallery } from './report-gallery';
import { ReportStatus } from './report-status';
import styles from './report-details.module.css';

const orNoInfo = (v: string | null | undefined) => (v ? v : ko.reports.noInfo);

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The three sections of the detail (spec §2): reporter, lost animal, and the contact notice. */
export function ReportDetails({ report }: { report: Report }) {
  const name = report.dogName || ko.reports.nameless;
  return (
    <div className={styles.layout}>
      <ReportGallery photos={report.photos} name={name} />
      <div className={styles.sections}>
        <section aria-labelledby="report-reporter">
          <h2 id="report-reporter">{ko.reports.reporterSection}</h2>
          <Facts
            rows={[
              [ko.reports.author, orNoInfo(report.authorNickname)],
              [
                ko.reports.phone,
                report.phone ? (
                  <a href={`tel:${report.phone}`}>{report.phone}</a>
                ) : (
                  ko.reports.noInfo
                ),
              ],
              [ko.reports.createdAt, formatDate(report.createdAt)],
            ]}
          />
        </section>
        <section aria-labelledby="report-animal">
          <h2 id="report-animal">{ko.reports.animalSection}</h2>
          <Facts
            rows={[
              [ko.reports.dogNameLabel, name],
              [ko.reports.status, <ReportStatus key="status" status={report.status} />],
              [ko.reports.species, orNoInfo(report.species)],
              [ko.reports.gender, orNoInfo(report.gender)],
              [
                ko.reports.dateLost,
                report.dateLost ? formatDate(report.dateLost) : ko.reports.noInfo,
              ],
              [ko.reports.placeLost, orNoInfo(report.placeLost)],
              [
                ko.reports.content,
                <span className={styles.content}>{orNoInfo(report.content)}</span>,
              ],
            ]}
          />
        </section>
        <section aria-labelledby="report-contact" className={styles.notice}>
          <h2 id="report-contact">{ko.reports.contactSection}</h2>
          <p>{ko.reports.contactNotice}</p>
        </section>
      </div>
    </div>
  );
}
