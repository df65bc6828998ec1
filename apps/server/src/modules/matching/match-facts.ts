import { PATTERN_COLOURS, colourFamilies as readColours } from '@chajul/contracts';

/**
 * What an owner's words and a shelter's record say about a dog beyond its photo: coat
 * colours, weight and birth year. Shelters write `흰색&갈색`, `4.2(Kg)`, `2021(년생)`;
 * owners write "흰 털에 갈색 점", "3kg 정도", "3살". Only what both sides state is compared.
 */

/**
 * The coat colours a text names, as the contracts' colour words read them (ADR 186): the
 * lookup's search and the matcher share one list. A pattern (점박이) is not a colour.
 */
export function colourFamilies(text: string | null | undefined): Set<string> {
  const found = new Set<string>(readColours(text));
  for (const pattern of PATTERN_COLOURS) found.delete(pattern);
  return found;
}

/** Families that people and shelters name for the same coat (a 황구 is often called 갈색). */
const NEIGHBOURS: Record<string, string[]> = {
  황색: ['크림', '갈색', '적갈색'],
  크림: ['황색', '흰색'],
  갈색: ['황색', '적갈색'],
  적갈색: ['갈색', '황색'],
  회색: ['흰색', '검정'],
  흰색: ['크림', '회색'],
  검정: ['회색'],
};

/**
 * +1 when both name a shared colour, −1 when both name colours and none is shared or
 * close, 0 when either says nothing.
 */
export function colourAgreement(owner: Set<string>, shelter: Set<string>): -1 | 0 | 1 {
  if (!owner.size || !shelter.size) return 0;
  for (const c of owner) if (shelter.has(c)) return 1;
  for (const c of owner) if (NEIGHBOURS[c]?.some((n) => shelter.has(n))) return 0;
  return -1;
}

/** Kilograms from "4.2(Kg)", "3kg", "3.5 키로", "5킬로그램"; undefined when none is given. */
export function weightKg(text: string | null | undefined): number | undefined {
  const m = text?.match(/(\d+(?:\.\d+)?)\s*(?:\(\s*kg\s*\)|kg|킬로그램|킬로|키로)/i);
  const kg = m ? Number(m[1]) : NaN;
  return kg > 0 && kg < 120 ? kg : undefined;
}

/** Size words owners use, as rough weights (소형 < 10 kg < 중형 < 25 kg < 대형). */
export function sizeKg(text: string | null | undefined): number | undefined {
  if (!text) return undefined;
  if (/초소형|소형견|소형/.test(text)) return 5;
  if (/중형견|중형/.test(text)) return 15;
  if (/초대형|대형견|대형/.test(text)) return 30;
  return undefined;
}

/**
 * What an owner says about their dog's looks: the form's colour and size fields (issue 26)
 * and their words (title, description), which older reports have alone.
 */
export type OwnerWords = {
  species: string | null;
  text?: string | null | undefined;
  colour?: string | null | undefined;
  size?: string | null | undefined;
};
const wordsOf = (o: OwnerWords) => `${o.species ?? ''} ${o.text ?? ''}`;

/** The owner's colours: the colour field where they filled it in, else the words. */
export function ownerColours(o: OwnerWords): Set<string> {
  const field = colourFamilies(o.colour);
  return field.size ? field : colourFamilies(wordsOf(o));
}

/**
 * The owner's idea of the weight: a weight in the words (the most exact), else the size
 * field (소형/중형/대형), else a size word in the text.
 */
export const ownerKg = (o: OwnerWords): number | undefined =>
  weightKg(wordsOf(o)) ?? sizeKg(o.size) ?? sizeKg(wordsOf(o));

/** 0 소형 (under 10 kg), 1 중형 (under 25 kg), 2 대형: the classes `sizeKg` reads. */
export const sizeClassOf = (kg: number): 0 | 1 | 2 => (kg < 10 ? 0 : kg < 25 ? 1 : 2);

/**
 * Birth year from a shelter's "2021(년생)" or "2026(60일미만)(년생)", or an owner's
 * "2020년생", "3살", "3세" (counted back from the year lost).
 */
export function birthYear(text: string | null | undefined, yearLost: number): number | undefined {
  if (!text) return undefined;
  const born = text.match(/((?:19|20)\d\d)\s*(?:\(|년생|년\s*생)/);
  if (born) return Number(born[1]);
  const age = text.match(/(\d{1,2})\s*(?:살|세)/);
  if (age && Number(age[1]) <= 25) return yearLost - Number(age[1]);
  if (/새끼|아기\s*강아지|퍼피|꼬물이/.test(text)) return yearLost;
  return undefined;
}
