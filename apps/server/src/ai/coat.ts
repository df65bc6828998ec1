/** Coarse coat colours: what a shelter record or a person would say (white, black, brown…). */
export type Coat = 'white' | 'black' | 'grey' | 'cream' | 'brown' | 'red';

/** Names the colour of the image centre (where the dog usually is) from its mean RGB. */
export function coatOf(r: number, g: number, b: number): Coat {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (255 - Math.abs(max + min - 255));
  if (light > 200 && saturation < 0.35) return 'white';
  if (light < 60) return 'black';
  if (saturation < 0.15) return light > 150 ? 'white' : 'grey';
  if (light > 165) return 'cream';
  return r > g * 1.35 ? 'red' : 'brown';
}

/** Mean colour of the central half of an interleaved RGB square. */
export function centreCoat(rgb: Buffer, size: number): Coat {
  const from = Math.floor(size / 4);
  const to = size - from;
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = from; y < to; y++) {
    for (let x = from; x < to; x++) {
      const i = (y * size + x) * 3;
      r += rgb[i] ?? 0;
      g += rgb[i + 1] ?? 0;
      b += rgb[i + 2] ?? 0;
      n++;
    }
  }
  return coatOf(r / n, g / n, b / n);
}
