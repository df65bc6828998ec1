import type { MatchCandidate, MatchList } from '@chajul/contracts';
import { http, HttpResponse } from 'msw';

/** A shelter dog among a report's candidates. */
export const candidate = (dogId: number, over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  source: 'SHELTER',
  dogId,
  sightingId: null,
  similarity: 0.934,
  imagePath: `/api/dog-details/images/dogs/${dogId}.jpg`,
  species: '말티즈',
  gender: '암컷',
  foundDate: '2026-10-05',
  foundPlace: '수원역 앞',
  jurisd: '경기도 수원시',
  shelterName: '수원시동물보호센터',
  state: '보호중',
  status: 'CANDIDATE',
  certain: false,
  ...over,
});

/** A neighbour's found (or seen) report among a report's candidates, as the server maps it. */
export const sightingCandidate = (
  sightingId: number,
  over: Partial<MatchCandidate> = {},
): MatchCandidate => ({
  source: 'FOUND',
  dogId: null,
  sightingId,
  similarity: 0.91,
  imagePath: `/api/sightings/images/sightings/${sightingId}_thumb.jpg`,
  species: '말티즈',
  gender: '암컷',
  foundDate: '2026-10-05T12:30:00.000Z',
  foundPlace: '광교호수공원 정문 앞',
  jurisd: '경기도 수원시',
  shelterName: null,
  state: '제보 중',
  status: 'CANDIDATE',
  certain: false,
  ...over,
});

/** GET /api/lost-pet/{id}/matches answering an open report's candidates. */
export const matchesHandler = (
  reportId: number,
  candidates: () => MatchCandidate[],
  over: Partial<MatchList> = {},
) =>
  http.get(`/api/lost-pet/${reportId}/matches`, () =>
    HttpResponse.json({
      reportStatus: 'OPEN',
      hasPhoto: true,
      pending: false,
      candidates: candidates(),
      ...over,
    }),
  );
