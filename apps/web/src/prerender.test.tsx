import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Root } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './app/app-root';
import { routes } from './app/routes';
import { paths } from './config/paths';
import { sessionStore } from './lib/session';
import { ko } from './locales/ko';
import { renderHome } from './prerender';
import { testUser } from './test/render';
import { server } from './test/server';

/**
 * The build writes renderHome()'s HTML into dist/home.html, which the server sends for `/`
 * (ADR 237): a phone shows the banner and the links before the JavaScript. These tests fail
 * when that HTML loses them, or when the browser's first render would not match it (React
 * would then throw the HTML away and draw the page again, a flash and a console error).
 */
let root: Root | undefined;
let container: HTMLElement | undefined;

/** The build's HTML in the page, as the browser has it before the JavaScript. */
const prerendered = () => {
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderHome();
  return container;
};

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
  sessionStore.clear();
  vi.restoreAllMocks();
});

describe('the prerendered home page', () => {
  it('has the banner, the primary links, the navigation and the cards as loading', () => {
    const html = within(prerendered());
    expect(html.getByRole('heading', { level: 1 })).toHaveTextContent(ko.home.bannerTitle);
    expect(html.getByText(ko.home.bannerBody)).toBeInTheDocument();
    // The carousel's slides, the shelters card and the cards' 전체 보기.
    const hrefs = html.getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        paths.lookupByPhoto,
        paths.predictDog,
        paths.adopt,
        paths.shelters,
        paths.notices,
        paths.reports,
        paths.lookup,
        paths.neighbours,
        paths.login,
        paths.signup,
      ]),
    );
    expect(html.getByRole('navigation', { name: ko.nav.tabBar })).toBeInTheDocument();
    // What comes from the server shows as loading, never as "none".
    expect(html.getAllByText(ko.home.loading)).toHaveLength(4);
    expect(html.queryByText(ko.home.noDogs)).not.toBeInTheDocument();
  });

  it("is a visitor's page even when the build machine has a session", () => {
    sessionStore.start('token', testUser, false);
    const html = within(prerendered());
    expect(html.getByRole('link', { name: ko.nav.login })).toBeInTheDocument();
    expect(html.queryByText(ko.nav.honorific(testUser.nickname))).not.toBeInTheDocument();
  });

  it.each([
    ['a visitor', undefined],
    ['a member', testUser],
  ])('is taken over by the browser as it is, for %s', async (_, user) => {
    server.use(http.get('/api/home/reunions', () => HttpResponse.json({ total: 0 })));
    if (user) sessionStore.start('test-access-token', user, false);
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    const html = prerendered();
    const heading = html.querySelector('h1');

    const router = createMemoryRouter(routes, { initialEntries: [paths.home] });
    await act(async () => {
      root = hydrateRoot(html, <AppRoot router={router} />, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The same node: hydrated, not drawn again.
    expect(html.querySelector('h1')).toBe(heading);
    if (user) {
      expect(await screen.findByText(ko.nav.honorific(user.nickname))).toBeInTheDocument();
    }
  });
});
