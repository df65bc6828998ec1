import type { LatLng } from '@chajul/contracts';
import { distanceKm, pointOf } from '@chajul/contracts';
import {
  colourAgreement,
  colourFamilies,
  ownerColours,
  ownerKg,
  sizeClassOf,
  sizeKg,
} from './match-facts';

/** What an open lost report tells: where and when, and the owner's words. */
export type LostFacts = {
  region: string;
  district: string;
  /** An exact pin when the owner gave one; else the 시/군/구 office is used. */
  point?: LatLng | null;
  /** YYYY-MM-DD, the owner's (Korean) calendar day. */
  dateLost: string;
  /** HH:mm (Korea) where the owner knows it (issue 26): the time since the loss in hours. */
  timeLost?: string | null;
  /** The owner's breed (품종), 믹스견 or null. */
  species: string | null;
  gender: string | null;
  /** The form's colour and 소형/중형/대형, where the owner filled them in (issue 26). */
  colour?: string | null;
  size?: string | null;
  /** Title and description: colours, weight, size and age are read from them. */
  text?: string | null;
};

/** What a neighbour's found (I have the dog) or seen (I saw it there) report tells. */
export type SightingFacts = {
  kind: 'FOUND' | 'SEEN';
  /** ISO date-time of the sighting. */
  seenAt: string;
  region: string;
  district: string;
  point?: LatLng | null;
  breed: string | null;
  colour: string | null;
  size: '소형' | '중형' | '대형' | null;
  gender: '암컷' | '수컷' | null;
  text: string | null;
};

/**
 * Weights and bars, chosen on the tune part of `npm run bench:matches` (issue 36, ADR 231) and
 * reported on its final part. With a photo the photo decides and the rest reorders close
 * calls, as for shelter dogs (ADR 100); without one the place, the time and the words rank the
 * reports. Either way only the report that stands clearly first alerts. What a finder leaves
 * blank never costs a pair anything: words only take away where both sides disagree.
 */
export const SIGHTING_RULES = {
  /** A sighting this many days before the day lost still counts (owners misremember). */
  marginDays: 3,
  /**
   * + near·e^(−km/nearKm) between the place lost and the place seen: with a photo (ADR 231),
   * and without one, where the place carries more of the score (ADR 131).
   */
  near: 0.06,
  nearKm: 20,
  wordsNear: 0.1,
  wordsNearKm: 30,
  /** + fresh·e^(−days/freshDays): a dog seen soon after it was lost is likelier that one. */
  fresh: 0.03,
  freshDays: 14,
  /** Both sides name colours and none is shared or close. */
  otherColour: 0.03,
  /** The neighbour's 소형/중형/대형 two classes from the owner's weight or size word. */
  otherSize: 0.04,
  /** Both sexes known and different: unlikely, not impossible. */
  otherSex: 0.1,
  /**
   * With a photo: the candidates shown, and the alert: this far above the next, and at least
   * `alertScore` among up to 100 open reports, `alertPerDecade` more for every tenfold more
   * (the best stranger scores higher in a larger crowd: ADR 256).
   */
  shown: 10,
  showScore: 0.65,
  alertScore: 0.75,
  alertPerDecade: 0.05,
  alertLead: 0.01,
  /** Without a photo: shown at this score; alerts at this score and this far above the next. */
  wordsShowScore: 0.05,
  wordsAlertScore: 0.08,
  wordsAlertLead: 0.03,
} as const;

export type SightingRules = { [K in keyof typeof SIGHTING_RULES]: number };

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;

/**
 * Days from the loss to the sighting (negative: before): from the time lost where the owner
 * gave it, else from the day lost to the Korean calendar day of the sighting.
 */
export function daysSinceLost(dateLost: string, seenAt: string, timeLost?: string | null): number {
  if (timeLost)
    return (Date.parse(seenAt) - Date.parse(`${dateLost}T${timeLost}:00+09:00`)) / DAY_MS;
  const seenDay = Math.floor((Date.parse(seenAt) + KST_MS) / DAY_MS);
  return seenDay - Date.parse(`${dateLost}T00:00:00Z`) / DAY_MS;
}

/** Kilometres between the two places (pins, else 시/군/구 offices), or null when unknown. */
export function sightingKm(lost: LostFacts, sighting: SightingFacts): number | null {
  const from = lost.point ?? pointOf(lost.region, lost.district);
  const to = sighting.point ?? pointOf(sighting.region, sighting.district);
  return from && to ? distanceKm(from, to) : null;
}

const SEXES: readonly string[] = ['암컷', '수컷'];

/**
 * Colour, size and sex where both the owner and the neighbour say something and disagree. A
 * blank field, or one that agrees, costs nothing and earns nothing: half of all finders write
 * nothing but the photo, and a bonus for agreeing would rank their true family below look-alikes
 * whose finders did write (issue 36). The breed is not compared: a passer-by's guess says little.
 */
function wordsAdjustment(lost: LostFacts, sighting: SightingFacts, rules: SightingRules): number {
  let adjustment = 0;
  const colour = colourAgreement(
    ownerColours(lost),
    colourFamilies(`${sighting.colour ?? ''} ${sighting.text ?? ''}`),
  );
  if (colour < 0) adjustment -= rules.otherColour;
  const kg = ownerKg(lost);
  if (kg && sighting.size) {
    const apart = Math.abs(sizeClassOf(kg) - sizeClassOf(sizeKg(sighting.size)!));
    if (apart > 1) adjustment -= rules.otherSize;
  }
  if (lost.gender && SEXES.includes(lost.gender) && sighting.gender) {
    if (lost.gender !== sighting.gender) adjustment -= rules.otherSex;
  }
  return adjustment;
}

/**
 * How well a found or seen report fits a lost report: the photo similarity (the best view,
 * the most similar pair of the lost report's photos and the sighting's, ADR 132; null without
 * a photo, then only the rest counts), plus the place, the time since the loss and the words.
 * Null when it cannot be that dog: seen more than `marginDays` before it was lost.
 */
export function sightingScore(
  similarity: number | null,
  lost: LostFacts,
  sighting: SightingFacts,
  rules: SightingRules = SIGHTING_RULES,
): number | null {
  const days = daysSinceLost(lost.dateLost, sighting.seenAt, lost.timeLost);
  if (!Number.isFinite(days) || days < -rules.marginDays) return null;
  const km = sightingKm(lost, sighting);
  const [near, nearKm] =
    similarity === null ? [rules.wordsNear, rules.wordsNearKm] : [rules.near, rules.nearKm];
  const place = km === null ? 0 : near * Math.exp(-km / nearKm);
  const time = rules.fresh * Math.exp(-Math.max(0, days) / rules.freshDays);
  return (similarity ?? 0) + place + time + wordsAdjustment(lost, sighting, rules);
}

/** The score a lost report needs to be listed for a sighting (and the sighting for it). */
export const sightingShowBar = (hasPhoto: boolean, rules: SightingRules = SIGHTING_RULES) =>
  hasPhoto ? rules.showScore : rules.wordsShowScore;

/**
 * The score a pair needs to alert: `runnerUp` is the second-best score of the sighting among
 * open lost reports (`runnerUpOf`), so only the report that stands clearly first can
 * alert, and only above a floor. A photo that looks like many reports, or a place with many
 * reports alike, then alerts nobody rather than the wrong family.
 */
export function sightingAlertBar(
  hasPhoto: boolean,
  runnerUp: number | null,
  rules: SightingRules = SIGHTING_RULES,
  reports = 0,
): number {
  const crowd = rules.alertPerDecade * Math.log10(Math.max(reports, 100) / 100);
  const floor = hasPhoto ? rules.alertScore + crowd : rules.wordsAlertScore;
  const lead = hasPhoto ? rules.alertLead : rules.wordsAlertLead;
  return Math.max(floor, (runnerUp ?? -Infinity) + lead);
}

/** The runner-up among scores in any order: the second best (null with fewer than two). */
export function runnerUpOf(scores: number[]): number | null {
  let best = -Infinity;
  let second = -Infinity;
  for (const x of scores) {
    if (x > best) [best, second] = [x, best];
    else if (x > second) second = x;
  }
  return scores.length < 2 ? null : second;
}
