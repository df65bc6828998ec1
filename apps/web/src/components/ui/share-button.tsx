import { kakaoJsKey, shareOnKakao } from '../../lib/kakao-share';
import { koShare } from '../../locales/ko-share';
import { Button } from './button';
import { DEFAULT_DOG_IMAGE } from './dog-image';
import { useDialogs } from './dialog-provider';

type Props = {
  title: string;
  text: string;
  url: string;
  /** The dog's photo for KakaoTalk's card (an absolute URL); the app's image otherwise. */
  imageUrl?: string | null;
};

/**
 * Shares a page: the phone's own share sheet (Web Share API) where there is one, otherwise
 * the link is copied. A member who cancels the share sheet is left alone. With a Kakao key
 * (VITE_KAKAO_JS_KEY) a KakaoTalk button sends a card with the photo.
 */
export function ShareButton({ title, text, url, imageUrl }: Props) {
  const dialogs = useDialogs();
  const kakaoKey = kakaoJsKey();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      // A simple confirmation: a toast (issue 38 item 17); the link to copy by hand stays modal.
      dialogs.notify(koShare.copied);
    } catch {
      await dialogs.alert(koShare.copyManually(url));
    }
  };
  const kakao = async (key: string) => {
    const image = new URL(imageUrl ?? DEFAULT_DOG_IMAGE, window.location.origin).toString();
    try {
      await shareOnKakao(key, { title, text, url, imageUrl: image, button: koShare.kakaoButton });
    } catch {
      await dialogs.alert(koShare.kakaoFailed);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void share()}>
        {koShare.button}
      </Button>
      {kakaoKey && (
        <Button variant="secondary" onClick={() => void kakao(kakaoKey)}>
          {koShare.kakao}
        </Button>
      )}
    </>
  );
}
