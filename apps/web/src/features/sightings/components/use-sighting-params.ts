import { useSearchParams } from 'react-router';

export const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** ?id=, ?lostReportId= as positive integers (undefined when missing or malformed), ?kind=. */
export function useSightingParams() {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  return {
    id: positiveInt(params.get('id')),
    lostReportId: positiveInt(params.get('lostReportId')),
    kind: kind === 'FOUND' || kind === 'SEEN' ? kind : '',
  };
}
