import { IN_CARE_STATE } from '@chajul/contracts';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PhoneLink } from '../../../components/ui/phone-link';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { koShelters } from '../../../locales/ko-shelters';
import { ShelterDogs } from '../../dogs';
import { useShelter } from '../api/get-shelter';

// Leaflet loads only for a shelter with a place to show (ADR 144).
const ShelterPointMap = lazy(() => import('../components/shelter-point-map'));

/**
 * /shelters/{careRegNo} (issue 30 item 4): the shelter's name, address, phone as a tel: link,
 * opening hours where the data has them, a small map when it has coordinates, and its dogs in care with the list's filters.
 */
export function ShelterPage() {
  const { shelterId = '' } = useParams();
  const { data: shelter, isPending, isError } = useShelter(shelterId);
  const t = koShelters.page;
  const hours = (from: string | null, to: string | null) => (from && to ? `${from} ~ ${to}` : null);
  const week = shelter && hours(shelter.weekOprStime, shelter.weekOprEtime);
  const weekend = shelter && hours(shelter.weekendOprStime, shelter.weekendOprEtime);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{shelter?.careNm ?? t.title}</h1>
      {isPending && <p>{t.loading}</p>}
      {isError && <p role="alert">{t.notFound}</p>}
      {shelter && (
        <dl>
          <dt>{t.address}</dt>
          <dd>{shelter.careAddr}</dd>
          <dt>{t.phone}</dt>
          <dd>{shelter.careTel ? <PhoneLink phone={shelter.careTel} /> : koShelters.noPhone}</dd>
          {week && (
            <>
              <dt>{t.weekHours}</dt>
              <dd>{week}</dd>
            </>
          )}
          {weekend && (
            <>
              <dt>{t.weekendHours}</dt>
              <dd>{weekend}</dd>
            </>
          )}
          {shelter.closeDay && (
            <>
              <dt>{t.closeDay}</dt>
              <dd>{shelter.closeDay}</dd>
            </>
          )}
        </dl>
      )}
      {shelter && shelter.lat != null && shelter.lng != null && (
        <Suspense fallback={null}>
          <ShelterPointMap name={shelter.careNm} lat={shelter.lat} lng={shelter.lng} />
        </Suspense>
      )}
      {shelter && (
        <section aria-label={t.dogs}>
          <h2>{t.dogs}</h2>
          <ShelterDogs
            shelterId={shelter.careRegNo}
            state={IN_CARE_STATE}
            from={paths.shelter(shelter.careRegNo)}
          />
        </section>
      )}
    </div>
  );
}
