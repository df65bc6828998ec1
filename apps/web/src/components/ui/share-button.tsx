import { ko } from '../../locales/ko';
import { Button } from './button';
import { useDialogs } from './dialog-provider';

type Props = { title: string; text: string; url: string };

/**
 * Shares a page: the phone's own share sheet (Web Share API) where there is one, otherwise
 * the link is copied. A member who cancels the share sheet is left alone.
 */
export function ShareButton({ title, text, url }: Props) {
  const dialogs = useDialogs();
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
      await dialogs.alert(ko.share.copied);
    } catch {
      await dialogs.alert(ko.share.copyManually(url));
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      {ko.share.button}
    </Button>
  );
}
