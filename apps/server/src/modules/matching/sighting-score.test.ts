import { describe, expect, it } from 'vitest';
import type { LostFacts, SightingFacts } from './sighting-score';
import {
  daysSinceLost,
  SIGHTING_RULES,
  runnerUpOf,
  sightingAlertBar,
  sightingKm,
  sightingScore,
  sightingShowBar,
} from './sighting-score';

const lost = (facts: Partial<LostFacts> = {}): LostFacts => ({
  region: '경기도',
  district: '수원시',
  dateLost: '2026-10-03',
  species: '믹스견',
  gender: '수컷',
  text: '흰 털, 약 6kg',
  ...facts,
});
const seen = (facts: Partial<SightingFacts> = {}): SightingFacts => ({
  kind: 'SEEN',
  seenAt: '2026-10-04T09:00:00+09:00',
  region: '경기도',
  district: '수원시',
  breed: null,
  colour: null,
  size: null,
  gender: null,
  text: null,
  ...facts,
});
const score = (s: Partial<SightingFacts>, l: Partial<LostFacts> = {}, similarity = 0.8) =>
  sightingScore(similarity, lost(l), seen(s));

describe('when a sighting can be the lost dog', () => {
  it('rules out a dog seen more than the margin before it was lost', () => {
    expect(score({ seenAt: '2026-09-29T12:00:00+09:00' })).toBeNull();
    expect(sightingScore(null, lost(), seen({ seenAt: '2026-09-20T12:00:00+09:00' }))).toBeNull();
  });

  it('keeps a dog seen a day or two before the day the owner wrote down', () => {
    expect(score({ seenAt: '2026-10-01T12:00:00+09:00' })).not.toBeNull();
  });

  it('counts the day of a sighting in Korean time', () => {
    expect(daysSinceLost('2026-10-03', '2026-10-03T16:30:00Z')).toBe(1);
    expect(daysSinceLost('2026-10-03', '2026-10-03T14:30:00Z')).toBe(0);
  });

  it('ranks a dog seen soon after it was lost above one seen weeks later', () => {
    expect(score({ seenAt: '2026-10-04T09:00:00+09:00' })!).toBeGreaterThan(
      score({ seenAt: '2026-11-20T09:00:00+09:00' })!,
    );
  });
});

describe('when the owner gives the time lost (issue 26)', () => {
  it('counts the time since the loss in hours, not calendar days', () => {
    expect(daysSinceLost('2026-10-03', '2026-10-03T21:40:00+09:00', '18:40')).toBeCloseTo(0.125, 6);
    expect(daysSinceLost('2026-10-03', '2026-10-03T09:00:00+09:00', '18:00')).toBeCloseTo(
      -0.375,
      6,
    );
    // The same sighting without a time: the same calendar day.
    expect(daysSinceLost('2026-10-03', '2026-10-03T21:40:00+09:00')).toBe(0);
  });

  it('reads the form’s colour and size before the owner’s words', () => {
    const form = { colour: '검정', size: '대형', text: '흰 털' };
    const silent = score({}, form)!;
    expect(score({ colour: '검은색', size: '대형' }, form)!).toBeCloseTo(silent, 6);
    expect(score({ colour: '흰색', size: '소형' }, form)!).toBeCloseTo(
      silent - SIGHTING_RULES.otherColour - SIGHTING_RULES.otherSize,
      6,
    );
  });
});

describe('where a sighting was', () => {
  it('ranks the same city above a neighbouring one, and that above a far one', () => {
    const same = score({});
    const next = score({ district: '화성시' });
    const far = score({ region: '부산광역시', district: '해운대구' });
    expect(same!).toBeGreaterThan(next!);
    expect(next!).toBeGreaterThan(far!);
  });

  it('measures from exact pins when both are given, else from the 시/군/구 office', () => {
    const pinned = sightingKm(
      lost({ point: [37.2636, 127.0286] }),
      seen({ point: [37.2636, 127.0413] }),
    );
    expect(pinned).toBeCloseTo(1.1, 1);
    expect(sightingKm(lost(), seen())).toBe(0);
    expect(sightingKm(lost(), seen({ point: [37.2636, 127.0413] }))).toBeCloseTo(1.1, 1);
  });

  it('adds nothing for a place it cannot find', () => {
    expect(score({ region: '어딘가', district: '' })).toBeCloseTo(
      score({ region: '부산광역시', district: '해운대구' })!,
      2,
    );
  });
});

describe('what the neighbour says', () => {
  it('a blank breed, colour, size or sex costs a true pair nothing (issue 36)', () => {
    const told = score({ breed: '믹스견', colour: '흰색', size: '소형', gender: '수컷' });
    const blank = score({});
    expect(blank).toBeCloseTo(told!, 10);
    const poodle = lost({ species: '푸들' });
    expect(sightingScore(0.8, poodle, seen())).toBeCloseTo(
      sightingScore(0.8, poodle, seen({ breed: '푸들' }))!,
      10,
    );
  });

  it('takes away only where both sides say something and disagree', () => {
    const silent = score({})!;
    const disagree = score({ colour: '검정색', size: '대형', gender: '암컷' })!;
    expect(disagree).toBeCloseTo(
      silent - SIGHTING_RULES.otherColour - SIGHTING_RULES.otherSize - SIGHTING_RULES.otherSex,
      6,
    );
    // An owner who wrote nothing is not contradicted by anything.
    expect(score({ colour: '검정색', gender: '암컷' }, { text: null, gender: null })).toBeCloseTo(
      score({}, { text: null, gender: null })!,
      10,
    );
  });

  it('reads the colour from the neighbour’s own words too', () => {
    expect(score({ text: '까만 강아지가 혼자 걸어감' })!).toBeLessThan(score({})!);
    expect(score({ text: '하얀 강아지가 혼자 걸어감' })!).toBeCloseTo(score({})!, 10);
  });
});

describe('a photo, or none', () => {
  it('lets the photo decide: a much closer photo outranks a better place and words', () => {
    const farButAlike = sightingScore(0.95, lost(), seen({ district: '화성시' }));
    const nearButUnlike = sightingScore(
      0.75,
      lost(),
      seen({ colour: '흰색', size: '소형', gender: '수컷' }),
    );
    expect(farButAlike!).toBeGreaterThan(nearButUnlike!);
  });

  it('ranks reports without a photo by place, time and words alone', () => {
    const near = sightingScore(null, lost(), seen({ colour: '흰색' }));
    const far = sightingScore(null, lost(), seen({ district: '평택시', colour: '흰색' }));
    expect(near!).toBeGreaterThan(far!);
    expect(near!).toBeGreaterThanOrEqual(sightingShowBar(false));
  });

  it('alerts without a photo only for the report that stands clearly first', () => {
    const best = sightingScore(null, lost(), seen({ colour: '흰색', gender: '수컷' }))!;
    const next = best - SIGHTING_RULES.wordsAlertLead / 2;
    const bar = sightingAlertBar(false, runnerUpOf([next, best]));
    expect(best).toBeLessThan(bar);
    const clear = sightingAlertBar(false, runnerUpOf([best - 0.1, best]));
    expect(best).toBeGreaterThanOrEqual(clear);
  });

  it('never alerts without a photo below the words bar, even with nothing else in the running', () => {
    expect(sightingAlertBar(false, runnerUpOf([0.05]))).toBe(SIGHTING_RULES.wordsAlertScore);
  });

  it('alerts with a photo only the report clearly first, and never below the floor', () => {
    const { alertScore, alertLead } = SIGHTING_RULES;
    const scores = [alertScore + 0.2, alertScore + 0.2 - alertLead / 2, 0.5];
    expect(runnerUpOf(scores)).toBe(scores[1]);
    expect(sightingAlertBar(true, runnerUpOf(scores))).toBeGreaterThan(scores[0]!);
    expect(sightingAlertBar(true, runnerUpOf([alertScore + 0.2, 0.5]))).toBe(alertScore);
    expect(sightingAlertBar(true, runnerUpOf([alertScore - 0.01]))).toBe(alertScore);
  });

  it('asks more of a photo the more open reports it was measured against', () => {
    const { alertScore, alertPerDecade } = SIGHTING_RULES;
    const bar = (reports: number) => sightingAlertBar(true, 0.5, SIGHTING_RULES, reports);
    expect(bar(30)).toBe(alertScore);
    expect(bar(100)).toBe(alertScore);
    expect(bar(1000)).toBeCloseTo(alertScore + alertPerDecade);
    expect(bar(10_000)).toBeCloseTo(alertScore + 2 * alertPerDecade);
    // Without a photo the crowd changes nothing.
    expect(sightingAlertBar(false, null, SIGHTING_RULES, 1000)).toBe(
      SIGHTING_RULES.wordsAlertScore,
    );
  });
});
