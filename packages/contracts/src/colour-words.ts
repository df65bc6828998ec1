/*
 * Coat colour words as shelters, owners and searchers write them (ADR 186): 검은, 까만, 블랙
 * and 검정 are one colour. The families and their words are shared by the dog list's keyword
 * and colour filter (server), the lookup's colour select (web) and the matcher (matches).
 */

export const COLOUR_FAMILIES = [
  { key: '검정', words: ['검정', '검은', '까만', '까망', '흑색', '블랙', '흑구'] },
  { key: '흰색', words: ['흰', '하얀', '하양', '백색', '화이트', '백구'] },
  { key: '갈색', words: ['갈색', '브라운', '초코', '밤색', '고동'] },
  {
    key: '황색',
    words: ['황색', '누런', '누렁', '노란', '노랑', '황구', '베이지', '골드', '금색', '황토'],
  },
  { key: '크림', words: ['크림', '아이보리', '살구'] },
  { key: '회색', words: ['회색', '그레이', '은색', '실버', '잿빛', '블루'] },
  { key: '적갈색', words: ['적갈', '빨간', '붉은', '레드', '주황', '오렌지'] },
  /** A pattern rather than a colour: it never contradicts one (matches). */
  { key: '점박이', words: ['점박이', '얼룩', '반점', '바둑'] },
] as const;

export type ColourKey = (typeof COLOUR_FAMILIES)[number]['key'];
export const COLOUR_KEYS = COLOUR_FAMILIES.map((f) => f.key) as [ColourKey, ...ColourKey[]];
/** Families that are patterns, not colours. */
export const PATTERN_COLOURS: readonly ColourKey[] = ['점박이'];

/** A word that names a colour alone, as a whole search word, but is too short to look for in text. */
const WHOLE_WORD_ONLY: Record<string, ColourKey> = { 백: '흰색', 흑: '검정', 검: '검정' };

/** The colour families a text names: "흰색&갈색" → 흰색, 갈색. */
export function colourFamilies(text: string | null | undefined): Set<ColourKey> {
  const found = new Set<ColourKey>();
  if (!text) return found;
  for (const family of COLOUR_FAMILIES) {
    if (family.words.some((w) => text.includes(w))) found.add(family.key);
  }
  return found;
}

/**
 * The family of one search word when the word is a colour ("검은", "까만색", "블랙", "백"),
 * else undefined: the word, less a trailing 색 or 털, must be a colour word itself.
 */
export function colourOfWord(word: string): ColourKey | undefined {
  const bare = word.trim().replace(/(색|털|색깔)$/, '');
  if (!bare) return undefined;
  if (WHOLE_WORD_ONLY[bare]) return WHOLE_WORD_ONLY[bare];
  for (const family of COLOUR_FAMILIES) {
    if ((family.words as readonly string[]).includes(bare)) return family.key;
    if ((family.words as readonly string[]).some((w) => bare.startsWith(w) && w.length >= 2))
      return family.key;
  }
  return undefined;
}

/** Every word of a family, for a search to look for any of them. */
export const wordsOfColour = (key: ColourKey): readonly string[] =>
  COLOUR_FAMILIES.find((f) => f.key === key)?.words ?? [];

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression (PostgreSQL and JavaScript alike) that finds any word of the family. */
export const colourPattern = (key: ColourKey): string =>
  `(${wordsOfColour(key).map(escapeRegex).join('|')})`;

/**
 * A keyword as a regular expression in which each colour word stands for its whole family
 * ("검은 말티즈" finds "검정색 말티즈"), or undefined when the keyword names no colour (a plain
 * substring search does). The words keep their order, anything between them (ADR 186).
 */
export function keywordPattern(keyword: string): string | undefined {
  const words = keyword.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const colours = words.map(colourOfWord);
  if (!colours.some(Boolean)) return undefined;
  return words.map((w, i) => (colours[i] ? colourPattern(colours[i]) : escapeRegex(w))).join('.*');
}

const FAMILY_OF_WORD = new Map<string, ColourKey>(
  COLOUR_FAMILIES.flatMap((f) => [f.key, ...f.words].map((w) => [w, f.key] as const)),
);
const ANY_COLOUR_WORD = new RegExp(
  [...FAMILY_OF_WORD.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|'),
  'g',
);

/** A text with every colour word written as its family's name: "까만 털" → "검정 털". */
export const normaliseColourWords = (text: string): string =>
  text.replace(ANY_COLOUR_WORD, (w) => FAMILY_OF_WORD.get(w) ?? w);
