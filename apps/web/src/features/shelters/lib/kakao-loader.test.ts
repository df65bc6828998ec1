import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadKakaoMaps } from './kakao-loader';
import type { KakaoNamespace } from './kakao-types';

/** Makes every script tag the loader adds fail, or run `onLoad`, as decided by `outcome`. */
function watchScripts(outcome: (attempt: number) => 'error' | 'load') {
  const times: number[] = [];
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    times.push(Date.now());
    const result = outcome(times.length);
    append(node);
    setTimeout(() =>
      (result === 'error' ? script.onerror : script.onload)?.call(script, new Event(result)),
    );
    return node;
  });
  return times;
}

const fakeKakao = {
  maps: { load: (callback: () => void) => callback() },
} as unknown as KakaoNamespace;

afterEach(() => {
  vi.restoreAllMocks();
  delete window.kakao;
});

describe('loadKakaoMaps', () => {
  it('retries a failing script with a growing pause and resolves when it finally loads', async () => {
    const times = watchScripts((attempt) => {
      if (attempt < 3) return 'error';
      window.kakao = fakeKakao;
      return 'load';
    });
    await expect(loadKakaoMaps({ url: '/sdk-third-time.js', delayMs: 40 })).resolves.toBe(
      fakeKakao,
    );
    expect(times).toHaveLength(3);
    const [t0 = 0, t1 = 0, t2 = 0] = times;
    expect(t1 - t0).toBeGreaterThanOrEqual(35);
    expect(t2 - t1).toBeGreaterThanOrEqual(75);
  });

  it('gives up after 3 retries, 4 tries in all, and leaves no script tags behind', async () => {
    const times = watchScripts(() => 'error');
    await expect(loadKakaoMaps({ url: '/sdk-never.js', delayMs: 5 })).rejects.toThrow(
      'failed to load',
    );
    expect(times).toHaveLength(4);
    expect(document.querySelectorAll('script[src$="/sdk-never.js"]')).toHaveLength(0);
  });

  it('counts a script that loads without kakao.maps as a failure', async () => {
    const times = watchScripts(() => 'load');
    await expect(loadKakaoMaps({ url: '/not-the-sdk.js', delayMs: 5, retries: 1 })).rejects.toThrow(
      'without kakao.maps',
    );
    expect(times).toHaveLength(2);
  });

  it('loads a given address only once', async () => {
    const times = watchScripts(() => {
      window.kakao = fakeKakao;
      return 'load';
    });
    const first = loadKakaoMaps({ url: '/sdk-once.js' });
    const second = loadKakaoMaps({ url: '/sdk-once.js' });
    expect(second).toBe(first);
    await first;
    expect(times).toHaveLength(1);
  });
});
