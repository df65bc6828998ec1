/*
 * A dog's size class, on its own: the dog list's filter (dogs.ts) needs it on the home page,
 * where the report forms' look fields (and the regions they check) would be dead weight.
 */
export const DOG_SIZES = ['소형', '중형', '대형'] as const;
export type DogSize = (typeof DOG_SIZES)[number];
