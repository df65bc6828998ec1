/**
 * The `from` of a detail link (spec §2: `/notice/detail?id=&from`): where "목록" goes back
 * to. Only a path inside this app counts, never another site (`//evil`, `https://…`).
 */
export function returnPath(from: string | null, fallback: string): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return fallback;
  }
  return from;
}

/** A positive whole number from a URL part, else null (spec §5: "invalid access"). */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
