/**
 * Whether a shelter record's age text means at least one year old. The public data gives a
 * birth year ("2021(년생)", "2026(60일미만)(년생)"); some sources write "3살" or "2세".
 * Years are all we have, so a dog born last calendar year counts as adult.
 */
export function isAdult(age: string | null | undefined, now = new Date()): boolean {
  if (!age || /일\s*미만|개월/.test(age)) return false;
  const born = /((?:19|20)\d{2})/.exec(age);
  if (born) return now.getFullYear() - Number(born[1]) >= 1;
  const years = /(\d+)\s*(?:살|세|년)/.exec(age);
  return years ? Number(years[1]) >= 1 : false;
}
