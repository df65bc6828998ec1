import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { makeDog } from './dog-fixtures';

const serveDog = (phone: string | null) =>
  server.use(
    http.get('/api/dog-details/7', () => HttpResponse.json(makeDog(7, { shelterPhone: phone }))),
  );

const inquiryText =
  '안녕하세요. 공고번호 경기-수원-2026-00007 강아지의 입양을 문의드립니다. 입양 절차와 방문 가능한 시간을 알려 주세요.';

describe('입양 문의 on the dog detail', () => {
  it("calls the shelter's phone", async () => {
    serveDog('031-123-4567');
    await renderApp('/adopt/7');
    const call = await screen.findByRole('link', { name: /^입양 문의/ });
    expect(call).toHaveAttribute('href', 'tel:0311234567');
    expect(call).toHaveAccessibleName('입양 문의 보호소에 전화하기 031-123-4567');
    expect(screen.queryByLabelText('문의 글')).not.toBeInTheDocument();
  });

  it('without a phone, copies an inquiry with the notice number and says so', async () => {
    serveDog(null);
    const { user } = await renderApp('/adopt/7');
    const button = await screen.findByRole('button', { name: '입양 문의' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /^입양 문의/ })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '문의 글을 복사했어요. 붙여 넣어 보내 주세요.',
    );
    expect(await navigator.clipboard.readText()).toBe(inquiryText);
    expect(screen.getByLabelText('문의 글')).toHaveValue(inquiryText);
  });

  it('leaves the text to select by hand when the clipboard refuses', async () => {
    serveDog(null);
    const { user } = await renderApp('/adopt/7');
    const button = await screen.findByRole('button', { name: '입양 문의' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button);
    const panel = screen.getByLabelText('문의 글').parentElement as HTMLElement;
    expect(within(panel).getByRole('status')).toHaveTextContent(
      '복사하지 못했어요. 문의 글을 길게 눌러 직접 복사해 주세요.',
    );
    expect(screen.getByLabelText('문의 글')).toHaveValue(inquiryText);
    expect(screen.getByLabelText('문의 글')).toHaveAttribute('readonly');
  });
});
