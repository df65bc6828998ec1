/** Kakao's JavaScript SDK, from Kakao's CDN (it is allowed by the server's CSP). */
export const KAKAO_JS_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

type KakaoLink = { mobileWebUrl: string; webUrl: string };
export type KakaoSdk = {
  init(key: string): void;
  isInitialized(): boolean;
  Share: {
    sendDefault(message: {
      objectType: 'feed';
      content: { title: string; description: string; imageUrl: string; link: KakaoLink };
      buttons: { title: string; link: KakaoLink }[];
    }): void;
  };
};

declare global {
  interface Window {
    Kakao?: KakaoSdk;
    /** Set by a script that runs before the app (tests) to override the build's key. */
    __CHAJUL_SHARE_SETTINGS__?: { kakaoJsKey?: string };
  }
}

/** The KakaoTalk share key (VITE_KAKAO_JS_KEY); without it the button is not shown. */
export const kakaoJsKey = (): string | undefined =>
  window.__CHAJUL_SHARE_SETTINGS__?.kakaoJsKey ?? (import.meta.env.VITE_KAKAO_JS_KEY || undefined);

let loading: Promise<KakaoSdk> | undefined;

/** Loads the SDK once per page and initialises it with the key. */
export function loadKakaoSdk(key: string): Promise<KakaoSdk> {
  loading ??= new Promise<KakaoSdk>((resolve, reject) => {
    if (window.Kakao) return resolve(window.Kakao);
    const script = document.createElement('script');
    script.src = KAKAO_JS_SDK_URL;
    script.async = true;
    script.onload = () => (window.Kakao ? resolve(window.Kakao) : reject(new Error('no Kakao')));
    script.onerror = () => reject(new Error('Kakao SDK did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined; // the next click tries again
    throw error;
  });
  return loading.then((kakao) => {
    if (!kakao.isInitialized()) kakao.init(key);
    return kakao;
  });
}

/** A KakaoTalk feed message: the dog's photo, the title, and a button to the page. */
export async function shareOnKakao(
  key: string,
  message: { title: string; text: string; url: string; imageUrl: string; button: string },
) {
  const kakao = await loadKakaoSdk(key);
  const link = { mobileWebUrl: message.url, webUrl: message.url };
  kakao.Share.sendDefault({
    objectType: 'feed',
    content: { title: message.title, description: message.text, imageUrl: message.imageUrl, link },
    buttons: [{ title: message.button, link }],
  });
}
