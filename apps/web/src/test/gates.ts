import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A visitor's view of a members' page (app/gate-pages.tsx): the page's name as its one
 * heading, why not, and log-in and sign-up links that come back to `here`.
 */
export async function expectLoginGate(title: string, here: string) {
  const main = within(screen.getByRole('main'));
  expect(await main.findByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(main.getByText('로그인이 필요합니다.')).toBeInTheDocument();
  const from = encodeURIComponent(here);
  expect(main.getByRole('link', { name: '로그인' })).toHaveAttribute('href', `/login?from=${from}`);
  expect(main.getByRole('link', { name: '회원가입' })).toHaveAttribute(
    'href',
    `/signup?from=${from}`,
  );
}

/** A member's view of an admins' page: its name, why not, and the way home. */
export async function expectForbidden(title: string, reason: string) {
  const main = within(screen.getByRole('main'));
  expect(await main.findByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(main.getByText(reason)).toBeInTheDocument();
  expect(main.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
}
