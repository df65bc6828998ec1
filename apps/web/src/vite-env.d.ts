/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Kakao Maps JavaScript key; without it the shelter map uses Leaflet (ADR 041). */
  readonly VITE_KAKAO_MAP_KEY?: string;
  /** Where the Kakao Maps SDK is loaded from. */
  readonly VITE_KAKAO_SDK_URL?: string;
  /** Kakao JavaScript key for the KakaoTalk share button; without it the button is hidden. */
  readonly VITE_KAKAO_JS_KEY?: string;
}
