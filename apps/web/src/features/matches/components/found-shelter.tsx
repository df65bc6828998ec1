import { dogSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { koMatches as t } from '../../../locales/ko-matches';
import { useMatches } from '../api/get-matches';
import { matchKeys } from '../api/keys';
import styles from './report-matches.module.css';

/**
 * The shelter holding the dog the owner marked 찾았어요 among the candidates: its name and
 * number as a tel: link, for the call before going to fetch it. Nothing when the found
 * candidate was no shelter dog.
 */
export function FoundShelter({ reportId }: { reportId: number }) {
  const matches = useMatches(reportId, true);
  const found = matches.data?.candidates.find(
    (c) => c.source === 'SHELTER' && c.status === 'FOUND' && c.dogId !== null,
  );
  const dogId = found?.dogId ?? null;
  const dog = useQuery({
    queryKey: [...matchKeys.report(reportId), 'shelter', dogId],
    queryFn: () => api(`/api/dog-details/${dogId}`, { schema: dogSchema }),
    enabled: dogId !== null,
    retry: false,
  });
  const shelter = dog.data;
  if (!shelter?.shelterPhone) return null;
  return (
    <p className={styles.shelterCall}>
      {t.shelterCall(shelter.shelterName ?? t.sourceLabels.SHELTER)}{' '}
      <a href={`tel:${shelter.shelterPhone.replace(/[^\d+]/g, '')}`}>{shelter.shelterPhone}</a>
    </p>
  );
}
