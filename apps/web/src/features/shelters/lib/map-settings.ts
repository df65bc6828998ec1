/** Seoul City Hall: the map's centre until the user's position is known (spec §9). */
export const DEFAULT_CENTER = { lat: 37.5665, lng: 126.978 };
/** The spec's default Kakao level (spec §9). */
export const KAKAO_DEFAULT_LEVEL = 7;
/** Kakao level L shows about what Leaflet zoom 20 − L shows (ADR 041). */
export const kakaoLevelToZoom = (level: number) => 20 - level;
export const LEAFLET_DEFAULT_ZOOM = kakaoLevelToZoom(KAKAO_DEFAULT_LEVEL);

export const KAKAO_SDK_URL = 'https://dapi.kakao.com/v2/maps/sdk.js';

export type MapSettings = {
  /** Kakao Maps app key; without it the map is Leaflet with OpenStreetMap tiles. */
  kakaoKey: string | undefined;
  kakaoSdkUrl: string;
  /** First pause before a retry of the SDK script; it grows with each try. */
  kakaoRetryDelayMs: number;
};

declare global {
  interface Window {
    /** Set by a script that runs before the app (the e2e tests do) to override the build's map settings. */
    __CHAJUL_MAP_SETTINGS__?: Partial<MapSettings>;
  }
}

/**
 * The build's settings (VITE_KAKAO_MAP_KEY, VITE_KAKAO_SDK_URL), which a page script may
 * override at run time: one production build can then be tested with both providers.
 */
export function mapSettings(): MapSettings {
  const env = import.meta.env;
  const fromBuild: MapSettings = {
    kakaoKey: env.VITE_KAKAO_MAP_KEY || undefined,
    kakaoSdkUrl: env.VITE_KAKAO_SDK_URL || KAKAO_SDK_URL,
    kakaoRetryDelayMs: 500,
  };
  return { ...fromBuild, ...window.__CHAJUL_MAP_SETTINGS__ };
}

/** The SDK address with the app key, loading the maps library on demand (autoload=false). */
export function kakaoScriptUrl(settings: MapSettings): string {
  const url = new URL(settings.kakaoSdkUrl, window.location.origin);
  url.searchParams.set('appkey', settings.kakaoKey ?? '');
  url.searchParams.set('autoload', 'false');
  return url.toString();
}
