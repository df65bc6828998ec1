import { describe, expect, it } from 'vitest';
import {
  colourFamilies,
  colourOfWord,
  colourPattern,
  keywordPattern,
  normaliseColourWords,
} from './colour-words';

describe('colour words', () => {
  it('reads the words shelters and owners use as one family each', () => {
    for (const w of ['검은', '검정', '까만', '블랙', '검정색', '까만색', '검']) {
      expect(colourOfWord(w)).toBe('검정');
    }
    for (const w of ['흰', '하얀', '화이트', '백', '흰색', '백구'])
      expect(colourOfWord(w)).toBe('흰색');
    expect(colourOfWord('브라운')).toBe('갈색');
    expect(colourOfWord('누렁')).toBe('황색');
    expect(colourOfWord('그레이')).toBe('회색');
    expect(colourOfWord('얼룩')).toBe('점박이');
    expect(colourOfWord('말티즈')).toBeUndefined();
    expect(colourOfWord('백설기')).toBeUndefined();
  });

  it('finds every family a record names', () => {
    expect([...colourFamilies('흰색&갈색')].sort()).toEqual(['갈색', '흰색']);
    expect([...colourFamilies('하얀 털에 누런 점, 까만 코')].sort()).toEqual([
      '검정',
      '황색',
      '흰색',
    ]);
    expect(colourFamilies('특이사항 없음').size).toBe(0);
  });

  it('turns a keyword with a colour word into a pattern that finds the whole family', () => {
    const pattern = keywordPattern('검은 말티즈')!;
    expect(new RegExp(pattern).test('말티즈 서울 검정색 보호소')).toBe(false);
    expect(new RegExp(pattern).test('검정색 말티즈')).toBe(true);
    expect(new RegExp(keywordPattern('블랙')!).test('까만 진도')).toBe(true);
    expect(keywordPattern('말티즈')).toBeUndefined();
    expect(new RegExp(colourPattern('흰색')).test('화이트')).toBe(true);
  });

  it('writes colour words as their family name', () => {
    expect(normaliseColourWords('까만 털에 하얀 발')).toBe('검정 털에 흰색 발');
  });
});
