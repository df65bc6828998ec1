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
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('링크를 복사했습니다.');
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const user = renderButton();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(props.url);
  });
});
