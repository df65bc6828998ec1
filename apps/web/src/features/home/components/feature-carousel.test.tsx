import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

const carousel = () => screen.getByRole('region', { name: '주요 기능' });

function preferReducedMotion() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query === '(prefers-reduced-motion: reduce)',
  }));
}

afterEach(() => vi.restoreAllMocks());

describe('home feature carousel', () => {
  it('puts a visible pause button first, which turns into a start button', async () => {
    const { user } = await renderApp('/');
    const pause = within(carousel()).getByRole('button', { name: '자동 넘김 멈추기' });
    expect(within(carousel()).getAllByRole('button')[0]).toBe(pause);
    await user.click(pause);
    await user.click(within(carousel()).getByRole('button', { name: '자동 넘김 시작하기' }));
    expect(within(carousel()).getByRole('button', { name: '자동 넘김 멈추기' })).toBeVisible();
  });

  it('does not move on its own for a person who asked for reduced motion', async () => {
    preferReducedMotion();
    await renderApp('/');
    expect(within(carousel()).getByRole('button', { name: '자동 넘김 시작하기' })).toBeVisible();
  });

  it('opens the photo search of /lookup from "사진으로 유기견 찾기"', async () => {
    await renderApp('/');
    expect(within(carousel()).getByRole('link', { name: /사진으로 유기견 찾기/ })).toHaveAttribute(
      'href',
      '/lookup?search=photo',
    );
  });
});
