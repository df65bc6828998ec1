import type { KakaoNamespace } from './kakao-types';

declare global {
  interface Window {
    kakao?: KakaoNamespace;
  }
}

export type KakaoLoaderOptions = {
  url: string;
  /** Tries after the first one (spec §7: up to 3). */
  retries?: number;
  /** The pause before retry n is n × delayMs: it grows with every try. */
  delayMs?: number;
  /** A script that neither loads nor fails within this time counts as failed. */
  timeoutMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One try: the script tag, then `kakao.maps.load` (the SDK is asked for with autoload=false). */
function loadOnce(url: string, timeoutMs: number): Promise<KakaoNamespace> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('Kakao Maps SDK timed out'), timeoutMs);
    script.onerror = () => fail('Kakao Maps SDK failed to load');
    script.onload = () => {
      const kakao = window.kakao;
      if (!kakao?.maps?.load) return fail('Kakao Maps SDK loaded without kakao.maps');
      clearTimeout(timer);
      kakao.maps.load(() => resolve(kakao));
    };
    document.head.appendChild(script);
  });
}

const loading = new Map<string, Promise<KakaoNamespace>>();

/**
 * Loads the Kakao Maps SDK once per address, retrying up to `retries` times with a
 * growing pause (spec §7). The promise rejects when every try failed; the map then
 * falls back to Leaflet.
 */
export function loadKakaoMaps({
  url,
  retries = 3,
  delayMs = 500,
  timeoutMs = 10_000,
}: KakaoLoaderOptions): Promise<KakaoNamespace> {
  const known = loading.get(url);
  if (known) return known;
  const attempt = async (): Promise<KakaoNamespace> => {
    let lastError: unknown;
    for (let n = 0; n <= retries; n++) {
      if (n > 0) await sleep(delayMs * n);
      try {
        return await loadOnce(url, timeoutMs);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  };
  const promise = attempt();
  loading.set(url, promise);
  return promise;
}
