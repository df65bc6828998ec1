/** ImageNet-1k classes 151–268 are dog breeds, in this order (the synset list of ILSVRC 2012). */
export const FIRST_DOG_CLASS = 151;
export const LAST_DOG_CLASS = 268;

const DOG_CLASS_NAMES = [
  'Chihuahua',
  'Japanese spaniel',
  'Maltese dog',
  'Pekinese',
  'Shih-Tzu',
  'Blenheim spaniel',
  'papillon',
  'toy terrier',
  'Rhodesian ridgeback',
  'Afghan hound',
  'basset',
  'beagle',
  'bloodhound',
  'bluetick',
  'black-and-tan coonhound',
  'Walker hound',
  'English foxhound',
  'redbone',
  'borzoi',
  'Irish wolfhound',
  'Italian greyhound',
  'whippet',
  'Ibizan hound',
  'Norwegian elkhound',
  'otterhound',
  'Saluki',
  'Scottish deerhound',
  'Weimaraner',
  'Staffordshire bullterrier',
  'American Staffordshire terrier',
  'Bedlington terrier',
  'Border terrier',
  'Kerry blue terrier',
  'Irish terrier',
  'Norfolk terrier',
  'Norwich terrier',
  'Yorkshire terrier',
  'wire-haired fox terrier',
  'Lakeland terrier',
  'Sealyham terrier',
  'Airedale',
  'cairn',
  'Australian terrier',
  'Dandie Dinmont',
  'Boston bull',
  'miniature schnauzer',
  'giant schnauzer',
  'standard schnauzer',
  'Scotch terrier',
  'Tibetan terrier',
  'silky terrier',
  'soft-coated wheaten terrier',
  'West Highland white terrier',
  'Lhasa',
  'flat-coated retriever',
  'curly-coated retriever',
  'golden retriever',
  'Labrador retriever',
  'Chesapeake Bay retriever',
  'German short-haired pointer',
  'vizsla',
  'English setter',
  'Irish setter',
  'Gordon setter',
  'Brittany spaniel',
  'clumber',
  'English springer',
  'Welsh springer spaniel',
  'cocker spaniel',
  'Sussex spaniel',
  'Irish water spaniel',
  'kuvasz',
  'schipperke',
  'groenendael',
  'malinois',
  'briard',
  'kelpie',
  'komondor',
  'Old English sheepdog',
  'Shetland sheepdog',
  'collie',
  'Border collie',
  'Bouvier des Flandres',
  'Rottweiler',
  'German shepherd',
  'Doberman',
  'miniature pinscher',
  'Greater Swiss Mountain dog',
  'Bernese mountain dog',
  'Appenzeller',
  'EntleBucher',
  'boxer',
  'bull mastiff',
  'Tibetan mastiff',
  'French bulldog',
  'Great Dane',
  'Saint Bernard',
  'Eskimo dog',
  'malamute',
  'Siberian husky',
  'dalmatian',
  'affenpinscher',
  'basenji',
  'pug',
  'Leonberg',
  'Newfoundland',
  'Great Pyrenees',
  'Samoyed',
  'Pomeranian',
  'chow',
  'keeshond',
  'Brabancon griffon',
  'Pembroke',
  'Cardigan',
  'toy poodle',
  'miniature poodle',
  'standard poodle',
  'Mexican hairless',
];

export const isDogClass = (index: number) => index >= FIRST_DOG_CLASS && index <= LAST_DOG_CLASS;

export function dogClassName(index: number): string | undefined {
  return isDogClass(index) ? DOG_CLASS_NAMES[index - FIRST_DOG_CLASS] : undefined;
}

/** Indices of the `k` largest logits, best first. */
export function topClasses(logits: ArrayLike<number>, k: number): number[] {
  return Array.from({ length: logits.length }, (_, i) => i)
    .sort((a, b) => (logits[b] ?? 0) - (logits[a] ?? 0))
    .slice(0, k);
}

/** The most likely dog breed, whatever the overall top class (a puppy photo may say "teddy"). */
export function bestDogClass(logits: ArrayLike<number>): number {
  let best = FIRST_DOG_CLASS;
  for (let i = FIRST_DOG_CLASS; i <= LAST_DOG_CLASS; i++) {
    if ((logits[i] ?? -Infinity) > (logits[best] ?? -Infinity)) best = i;
  }
  return best;
}

/**
 * The wild dog-like classes that follow the breeds (269–280: wolves, coyote, dingo, dhole,
 * African hunting dog, hyena, foxes). The model gives them to dogs it has no breed for: a
 * 진돗개 or 시바 is often a "dingo", a white spitz an "Arctic fox", a brindle mix a "hyena".
 */
export const LAST_DOGLIKE_CLASS = 280;

/**
 * The probability mass on dogs: softmax over every class of `logits` (one view), summed over
 * the breeds and their wild kin (151–280). A photo of a dog puts most of it there, a picture
 * of anything else almost none (ADR 153).
 */
export function dogMass(logits: ArrayLike<number>): number {
  let max = -Infinity;
  for (let i = 0; i < logits.length; i++) max = Math.max(max, logits[i] ?? -Infinity);
  let total = 0;
  let dogs = 0;
  for (let i = 0; i < logits.length; i++) {
    const e = Math.exp((logits[i] ?? -Infinity) - max);
    total += e;
    if (i >= FIRST_DOG_CLASS && i <= LAST_DOGLIKE_CLASS) dogs += e;
  }
  return total > 0 ? dogs / total : 0;
}
