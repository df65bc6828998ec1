import { describe, expect, it } from 'vitest';
import type { FlyerInput } from '../src/lib/flyer';
import type { DrawFlyer } from '../src/lib/flyer-renderer';
import { createFlyerRenderer } from '../src/lib/flyer-renderer';
import { QueueFullError } from '../src/lib/worker-pool';

const input = async () => ({ dogName: '초코' }) as FlyerInput;

/** A draw that holds every flyer until `finish()`, and counts what it drew. */
function heldDraw(bytes = 10) {
  const drawn: string[] = [];
  let finish = () => {};
  const held = new Promise<void>((resolve) => (finish = resolve));
  const draw: DrawFlyer = async (flyer) => {
    drawn.push(flyer.dogName);
    await held;
    return Buffer.alloc(bytes, drawn.length);
  };
  return { draw, drawn, finish: () => finish() };
}

describe('the flyer renderer (ADR 117)', () => {
  it('draws a version once however many ask at once, then serves it from memory', async () => {
    const { draw, drawn, finish } = heldDraw();
    const flyers = createFlyerRenderer({ inFlight: 1, cacheBytes: 1000, draw });
    const asked = Array.from({ length: 8 }, () => flyers.render('7:1:contact', input));
    finish();
    const pdfs = await Promise.all(asked);
    expect(drawn).toHaveLength(1);
    expect(new Set(pdfs).size).toBe(1);
    expect(await flyers.render('7:1:contact', input)).toBe(pdfs[0]);
    expect(drawn).toHaveLength(1);
  });

  it('refuses another version while its budget of renders is under way', async () => {
    const { draw, finish } = heldDraw();
    const flyers = createFlyerRenderer({ inFlight: 2, cacheBytes: 1000, draw });
    const first = flyers.render('1:1:contact', input);
    const second = flyers.render('2:1:contact', input);
    await expect(flyers.render('3:1:contact', input)).rejects.toBeInstanceOf(QueueFullError);
    finish();
    await Promise.all([first, second]);
    await expect(flyers.render('3:1:contact', input)).resolves.toBeInstanceOf(Buffer);
  });

  it('keeps flyers up to its size cap, dropping the least recently served first', async () => {
    const { draw, drawn, finish } = heldDraw(40);
    finish();
    const flyers = createFlyerRenderer({ inFlight: 1, cacheBytes: 100, draw });
    await flyers.render('a', input);
    await flyers.render('b', input);
    await flyers.render('a', input); // a is now the most recently served
    await flyers.render('c', input); // 120 bytes: b goes
    expect(drawn).toHaveLength(3);
    await flyers.render('a', input);
    expect(drawn).toHaveLength(3);
    await flyers.render('b', input);
    expect(drawn).toHaveLength(4);
  });

  it('keeps no failed render: the next ask draws again', async () => {
    let calls = 0;
    const flyers = createFlyerRenderer({
      inFlight: 1,
      cacheBytes: 1000,
      draw: async () => {
        if (++calls === 1) throw new Error('photo unreadable');
        return Buffer.from('pdf');
      },
    });
    await expect(flyers.render('a', input)).rejects.toThrow('photo unreadable');
    await expect(flyers.render('a', input)).resolves.toEqual(Buffer.from('pdf'));
  });
});
