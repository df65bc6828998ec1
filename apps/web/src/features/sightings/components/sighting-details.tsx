import type { Sighting } from '@chajul/contracts';
import { sightingImageUrl } from '@chajul/contracts';
import { Link } from 'react-router';
import { PhotoGallery } from '../../../components/ui/photo-gallery';
import type { FactRow } from '../../../components/ui/facts';
import { Facts } from '../../../components/ui/facts';
import facts from '../../../components/ui/facts.module.css';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { formatKoreanTime } from '../../../lib/korean-time';
import { koSightings } from '../../../locales/ko-sightings';
import styles from './sighting-details.module.css';

const orNoInfo = (v: string | null | undefined) => v || koSightings.noInfo;

/** Where the dog was, in words: the finder's pin, or the 시/군/구's centre (approximate). */
export function pointInWords(s: Pick<Sighting, 'point' | 'region' | 'district'>): string {
  if (!s.point) return koSightings.pointUnknown;
  if (s.point.approximate) return koSightings.pointApproximate(s.district || s.region);
  return koSightings.pointExact(s.point.lat, s.point.lng);
}

/** The sighting's photos, when and where, and what the dog looked like. */
export function SightingDetails({ sighting: s }: { sighting: Sighting }) {
  const kind = koSightings.kindLabel[s.kind];
  const kindRow: FactRow[] =
    s.kind === 'FOUND'
      ? [[koSightings.heldAt, orNoInfo(s.heldAt)]]
      : [[koSightings.direction, orNoInfo(s.direction)]];
  return (
    <div className={facts.layout}>
      <PhotoGallery photos={s.photos} alt={koSightings.photoOf(kind)} urlOf={sightingImageUrl} />
      <div className={`${facts.sections} ${styles.sections}`}>
        <section aria-labelledby="sighting-where">
          <h2 id="sighting-where">{koSightings.whereSection}</h2>
          <Facts
            labelWidth={96}
            rows={[
              [koSightings.seenAtLabel, formatKoreanTime(s.seenAt)],
              [koSightings.placeLabel, [s.region, s.district, s.place].filter(Boolean).join(' ')],
              [koSightings.point, pointInWords(s)],
              [koSightings.author, s.authorName],
              [koSightings.status, koSightings.statusLabel[s.status]],
              [koSightings.createdAt, formatDate(s.createdAt)],
              ...(s.lostReportId === null
                ? []
                : ([
                    [
                      koSightings.answered,
                      <Link key="report" to={paths.reportView(s.lostReportId)}>
                        {koSightings.answeringLink(s.lostReportId)}
                      </Link>,
                    ],
                  ] as FactRow[])),
            ]}
          />
        </section>
        <section aria-labelledby="sighting-dog">
          <h2 id="sighting-dog">{koSightings.dogSection}</h2>
          <Facts
            labelWidth={96}
            rows={[
              [koSightings.breed, orNoInfo(s.breed)],
              [koSightings.colour, orNoInfo(s.colour)],
              [koSightings.size, orNoInfo(s.size)],
              [koSightings.sex, s.gender || koSightings.sexUnknown],
              [koSightings.collar, orNoInfo(s.collar)],
              ...kindRow,
              [koSightings.note, <span className={styles.note}>{orNoInfo(s.note)}</span>],
            ]}
          />
        </section>
      </div>
    </div>
  );
}
