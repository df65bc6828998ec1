import type { Report } from '@chajul/contracts';
import { sightingImageUrl, sightingMessages } from '@chajul/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { DogImage } from '../../../components/ui/dog-image';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatKoreanDateTime } from '../../../lib/format';
import { ko } from '../../../locales/ko';
import { koReports as t } from '../../../locales/ko-reports';
import { useReportSightings } from '../api/get-report-sightings';
import section from '../../../components/ui/post-section.module.css';
import styles from './report-sightings.module.css';

// Leaflet loads only where a report has a sighting to show on it (ADR 144).
const SightingsMap = lazy(() => import('./sightings-map'));

type Place = Pick<Report, 'id' | 'region' | 'district' | 'placeLost'>;

/**
 * Every lost report's public timeline of found and seen reports, oldest first (issue 25), and
 * a small map of them with the lost place.
 */
export function ReportSightings({ report }: { report: Place }) {
  const sightings = useReportSightings(report.id);
  return (
    <section className={section.section} aria-labelledby="report-sightings-title">
      <h2 id="report-sightings-title" className={section.title}>
        {t.sightingsTitle}
      </h2>
      <p className={section.help}>{t.sightingsHelp}</p>
      {sightings.isPending && <p role="status">{ko.common.loading}</p>}
      {sightings.isError && <p role="alert">{errorMessage(sightings.error, t.sightingsFailed)}</p>}
      {sightings.data?.length === 0 && <p role="status">{t.sightingsEmpty}</p>}
      {sightings.data && sightings.data.length > 0 && (
        <>
          <ol className={styles.timeline} aria-label={t.sightingsList}>
            {sightings.data.map((s) => {
              const kind = sightingMessages.kindLabel[s.kind];
              return (
                <li key={s.id}>
                  <Link
                    to={paths.sightingView(s.id)}
                    className={`${section.rowLink} ${styles.item}`}
                  >
                    <DogImage
                      src={sightingImageUrl(s.imagePath)}
                      alt={t.sightingPhoto(kind)}
                      className={`${section.thumb} ${styles.thumb}`}
                      width={96}
                      height={72}
                    />
                    <span className={styles.text}>
                      <strong data-kind={s.kind}>
                        {t.sightingLine(kind, formatKoreanDateTime(s.seenAt))}
                      </strong>
                      <span>{[s.region, s.district, s.place].filter(Boolean).join(' ')}</span>
                      {s.point?.approximate && (
                        <span className={styles.approximate}>{t.approximate}</span>
                      )}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
          {sightings.data.some((s) => s.point) && (
            <Suspense fallback={<p className={styles.mapWaiting}>{ko.common.loading}</p>}>
              <SightingsMap sightings={sightings.data} report={report} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
