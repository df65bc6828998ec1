import { useSearchParams } from 'react-router';

/** ?id= as a positive integer (undefined when missing or malformed) and ?from= as given. */
export function useReportParams(): { id: number | undefined; from: string | undefined } {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  return {
    id: Number.isInteger(raw) && raw > 0 ? raw : undefined,
    from: params.get('from') ?? undefined,
  };
}
