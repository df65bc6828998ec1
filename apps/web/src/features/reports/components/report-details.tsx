import type { Report } from '@chajul/contracts';
import { phoneMessages, reportImageUrl } from '@chajul/contracts';
import { Suspense } from 'react';
import type { FactRow } from '../../../components/ui/facts';
import { Facts } from '../../../components/ui/facts';
import { PhotoGallery } from '../../../components/ui/photo-gallery';
import facts from '../../../components/ui/facts.module.css';
import { formatDate } from '../../../lib/format';
import { koReports } from '../../../locales/ko-reports';
import { ReportContact } from './report-contact';
import { ReportPhone } from './report-phone';
import { ReportStatus } from './report-status';
import styles from './report-details.module.css';
import { lazyModule } from '../../../lib/module-loads';

// Leaflet loads only on a report with a place to show (ADR 144).
const ReportPointMap = lazyModule(() => import('./report-point-map'));

const orNoInfo = (v: string | null | undefined) => (v ? v : koReports.noInfo);

/** The three sections of the detail (spec §2): reporter, lost animal, and the contact notice. */
export function ReportDetails({ report }: { report: Report }) {
  const name = report.dogName || koReports.nameless;
  return (
    <div className={facts.layout}>
      <PhotoGallery photos={report.photos} alt={koReports.photoOf(name)} urlOf={reportImageUrl} />
      <div className={facts.sections}>
        <section aria-labelledby="report-reporter">
          <h2 id="report-reporter">{koReports.reporterSection}</h2>
          <Facts
            rows={[
              [koReports.author, orNoInfo(report.authorNickname)],
              [koReports.phone, <ReportPhone key="phone" report={report} />],
              // The owner sees who may see their number, as they chose it (issue 38 item 17).
              ...(report.isAuthor
                ? [
                    [
                      koReports.phoneVisibility,
                      `${phoneMessages.visibilityLabel[report.phoneVisibility]} ${koReports.microchipOwnerOnly}`,
                    ] as FactRow,
                  ]
                : []),
              [koReports.createdAt, formatDate(report.createdAt)],
            ]}
          />
        </section>
        <section aria-labelledby="report-animal">
          <h2 id="report-animal">{koReports.animalSection}</h2>
          <Facts
            rows={[
              [koReports.dogNameLabel, name],
              [koReports.status, <ReportStatus key="status" status={report.status} />],
              [koReports.species, orNoInfo(report.species)],
              [koReports.gender, orNoInfo(report.gender)],
              [koReports.colourLabel, orNoInfo(report.colour)],
              [koReports.sizeLabel, orNoInfo(report.size)],
              [koReports.collarLabel, orNoInfo(report.collar)],
              [
                koReports.dateLost,
                report.dateLost ? formatDate(report.dateLost) : koReports.noInfo,
              ],
              [koReports.timeLostLabel, orNoInfo(report.timeLost)],
              [koReports.placeLost, orNoInfo(report.placeLost)],
              [koReports.placeDetailLabel, orNoInfo(report.placeDetail)],
              // The number is the owner's alone: the server sends it to nobody else (ADR 151).
              ...(report.microchip
                ? [
                    [
                      koReports.microchipLabel,
                      `${report.microchip} ${koReports.microchipOwnerOnly}`,
                    ] as FactRow,
                  ]
                : []),
              [
                koReports.content,
                <span className={styles.content}>{orNoInfo(report.content)}</span>,
              ],
            ]}
          />
          {report.point && (
            <Suspense fallback={null}>
              <ReportPointMap point={report.point} />
              {report.point.approximate && (
                <p className={styles.pointNote}>{koReports.approximatePoint}</p>
              )}
            </Suspense>
          )}
        </section>
        <ReportContact report={report} />
      </div>
    </div>
  );
}
