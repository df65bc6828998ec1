import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from './dialog-provider';
import { ShareButton } from './share-button';

const props = {
  title: '초코를 찾아요',
  text: '수원시에서 실종',
  url: 'https://x.example/report/view?id=1',
};

function renderButton() {
  const user = userEvent.setup();
  render(
    <DialogProvider>
      <ShareButton {...props} />
    </DialogProvider>,
  );
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it("opens the phone's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    expect(share).toHaveBeenCalledWith(props);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('copies the link where there is no share sheet', async () => {
    const user = renderButton();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    expect(writeText).toHaveBeenCalledWith(props.url);
    // A simple confirmation is a toast that screen readers hear, not a modal (issue 38 item 17).
    expect(await screen.findByRole('status')).toHaveTextContent('링크를 복사했습니다.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const user = renderButton();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(props.url);
  });
});

describe('ShareButton with a Kakao key', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, '__CHAJUL_SHARE_SETTINGS__');
    Reflect.deleteProperty(window, 'Kakao');
  });

  it('has no KakaoTalk button without a key', () => {
    renderButton();
    expect(screen.queryByRole('button', { name: '카카오톡 공유' })).not.toBeInTheDocument();
  });

  it('sends a KakaoTalk card with the photo and a link back to the page', async () => {
    const sendDefault = vi.fn();
    const init = vi.fn();
    window.__CHAJUL_SHARE_SETTINGS__ = { kakaoJsKey: 'kakao-test-key' };
    window.Kakao = {
      init,
      isInitialized: () => init.mock.calls.length > 0,
      Share: { sendDefault },
    };
    const user = userEvent.setup();
    render(
      <DialogProvider>
        <ShareButton {...props} imageUrl="/api/dog-details/images/dogs/1.jpg" />
      </DialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: '카카오톡 공유' }));
    expect(init).toHaveBeenCalledWith('kakao-test-key');
    const link = { mobileWebUrl: props.url, webUrl: props.url };
    expect(sendDefault).toHaveBeenCalledWith({
      objectType: 'feed',
      content: {
        title: props.title,
        description: props.text,
        imageUrl: `${window.location.origin}/api/dog-details/images/dogs/1.jpg`,
        link,
      },
      buttons: [{ title: '자세히 보기', link }],
    });
  });
});
