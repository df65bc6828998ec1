import { describe, expect, it } from 'vitest';
import { birthYear, colourAgreement, colourFamilies, sizeKg, weightKg } from './match-facts';
import type { DogFacts, ReportFacts } from './match-score';
import { alertBar, backgroundOf, MATCH_RULES, matchScore } from './match-score';
import { runnerUpOf } from './sighting-score';

const report: ReportFacts = {
  region: '경기도',
  district: '수원시',
  dateLost: '2026-10-03',
  species: null,
  gender: null,
  text: null,
};
const dog: DogFacts = {
  jurisd: '경기도 수원시',
  foundDate: '2026-10-05',
  noticeStartDate: null,
  species: '믹스견',
  gender: '미상',
  state: '보호중',
};
const score = (r: Partial<ReportFacts>, d: Partial<DogFacts>) =>
  matchScore(0.8, { ...report, ...r }, { ...dog, ...d })!;

describe('what owners and shelters say about a dog', () => {
  it('reads colour words as shelters and owners write them', () => {
    expect([...colourFamilies('흰색&갈색')].sort()).toEqual(['갈색', '흰색']);
    expect([...colourFamilies('하얀 털에 누런 점, 까만 코')].sort()).toEqual([
      '검정',
      '황색',
      '흰색',
    ]);
    expect(colourFamilies('특이사항 없음').size).toBe(0);
    expect(colourAgreement(colourFamilies('흰 털'), colourFamilies('흰색'))).toBe(1);
    expect(colourAgreement(colourFamilies('검은 털'), colourFamilies('흰색'))).toBe(-1);
    expect(colourAgreement(colourFamilies('누런 털'), colourFamilies('갈색'))).toBe(0);
    expect(colourAgreement(colourFamilies(''), colourFamilies('흰색'))).toBe(0);
  });

  it('reads weights, size words and ages', () => {
    expect(weightKg('4.2(Kg)')).toBe(4.2);
    expect(weightKg('몸무게 3kg 정도')).toBe(3);
    expect(weightKg('약 5.5 키로')).toBe(5.5);
    expect(weightKg('0(Kg)')).toBeUndefined();
    expect(sizeKg('중형견입니다')).toBe(15);
    expect(birthYear('2021(년생)', 2026)).toBe(2021);
    expect(birthYear('2026(60일미만)(년생)', 2026)).toBe(2026);
    expect(birthYear('올해 3살이에요', 2026)).toBe(2023);
    expect(birthYear('이름은 보리', 2026)).toBeUndefined();
  });
});

describe('the match score', () => {
  it('decays with the distance between the place lost and the place found', () => {
    const here = score({}, { jurisd: '경기도 수원시' });
    const next = score({}, { jurisd: '경기도 화성시' });
    const far = score({}, { jurisd: '부산광역시 해운대구' });
    const unknown = score({}, { jurisd: null });
    expect(here).toBeGreaterThan(next);
    expect(next).toBeGreaterThan(far);
    expect(far).toBeGreaterThan(unknown - 1e-9);
    expect(next - unknown).toBeGreaterThan(MATCH_RULES.near / 2); // a neighbouring city still counts
  });

  it('a blank breed, colour or sex costs a true pair nothing; clear disagreements cost (issue 36)', () => {
    const said = { text: '흰 털, 3kg, 2살', species: '믹스견', gender: '수컷' };
    const shelter = { color: '흰색', weight: '3.2(Kg)', age: '2024(년생)', gender: '수컷' };
    const agree = score(said, shelter);
    const silent = score({}, shelter);
    const disagree = score(said, { color: '검정색', weight: '20(Kg)', age: '2014(년생)' });
    expect(agree).toBeCloseTo(silent, 10);
    expect(disagree).toBeCloseTo(
      silent - MATCH_RULES.otherColour - MATCH_RULES.otherSize - MATCH_RULES.otherAge,
      6,
    );
  });

  it('reads the form’s colour before the owner’s words, and its size as a class (issue 26)', () => {
    // The field wins over words that say otherwise.
    const field = score({ colour: '검정', text: '흰 털' }, { color: '검정색' });
    expect(field).toBeCloseTo(score({}, { color: '검정색' }), 6);
    const fieldSaysWhite = score({ colour: '흰색', text: '검은 털' }, { color: '검정색' });
    expect(fieldSaysWhite).toBeCloseTo(score({}, { color: '검정색' }) - MATCH_RULES.otherColour, 6);
    // 소형 spans 1–10 kg: a 2 kg dog is no disagreement; a 30 kg one is.
    const small = { size: '소형' };
    expect(score(small, { weight: '2.1(Kg)' })).toBeCloseTo(score({}, { weight: '2.1(Kg)' }), 6);
    expect(score(small, { weight: '30(Kg)' })).toBeCloseTo(
      score({}, { weight: '30(Kg)' }) - MATCH_RULES.otherSize,
      6,
    );
    // A weight the owner wrote is the more exact of the two.
    expect(score({ size: '소형', text: '2kg' }, { weight: '9(Kg)' })).toBeCloseTo(
      score({}, { weight: '9(Kg)' }) - MATCH_RULES.otherSize,
      6,
    );
  });

  it('measures from the owner’s pin where given, else from the 시/군/구 office', () => {
    // Lost on the 수원/화성 border: a dog taken in by 화성 is nearer than the offices say.
    const dogInHwaseong = { jurisd: '경기도 화성시' };
    const pinned = score({ point: [37.2, 126.98] }, dogInHwaseong);
    expect(pinned).toBeGreaterThan(score({}, dogInHwaseong));
  });

  it('rules out dogs no longer in care or found days before it was lost', () => {
    expect(matchScore(0.9, report, { ...dog, state: '종료(입양)' })).toBeNull();
    expect(matchScore(0.9, report, { ...dog, foundDate: '2026-09-20' })).toBeNull();
  });

  it('alerts only the report a new dog fits clearly best, never below the floor', () => {
    const { alertScore, alertLead } = MATCH_RULES;
    expect(alertBar(MATCH_RULES, null)).toBe(alertScore);
    expect(alertBar(MATCH_RULES, runnerUpOf([alertScore + 0.3, 0.5]))).toBe(alertScore);
    const close = [alertScore + 0.3, alertScore + 0.3 - alertLead / 2];
    expect(alertBar(MATCH_RULES, runnerUpOf(close))).toBeGreaterThan(close[0]!);
  });

  it('keeps a background only when enough dogs were compared', () => {
    expect(backgroundOf([0.9, 0.8], MATCH_RULES)).toBeNull();
    expect(backgroundOf(Array<number>(12).fill(0.7), MATCH_RULES)).toBeCloseTo(0.7, 6);
  });
});
