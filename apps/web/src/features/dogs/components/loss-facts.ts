import type { Dog, LossNoticeMatchQuery } from '@chajul/contracts';
import { parsePlace } from '@chajul/contracts';

/**
 * What a shelter dog's record says, as the question to the national lost-animal notices (ADR
 * 247): its 시/도 and 시/군/구, the day found and its looks. Undefined without a place or a day.
 */
export function lossFactsOf(dog: Dog): LossNoticeMatchQuery | undefined {
  const place = parsePlace(dog.jurisd);
  if (!place || !dog.foundDate) return undefined;
  const text = [dog.age, dog.weight, dog.specialMark].filter(Boolean).join(' ');
  return {
    region: place.region,
    district: place.district,
    date: dog.foundDate.slice(0, 10),
    species: dog.species?.slice(0, 50) || undefined,
    colour: dog.color?.slice(0, 50) || undefined,
    gender: dog.gender === '수컷' || dog.gender === '암컷' ? dog.gender : undefined,
    text: text.slice(0, 300) || undefined,
    // Its photo counts too, when the notice has one (ADR 259).
    dogId: dog.id,
  };
}
