import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { PRERENDERED_PATH } from './app/prerendered';
import { routes } from './app/routes';

/**
 * The home page as a first visitor sees it before any request has answered (ADR 237): the
 * header, the banner, the carousel's first slide, the cards with their loading text and the
 * tab bar. The build (scripts/prerender.mjs) puts it in dist/home.html's root; the browser
 * hydrates the same tree (main.tsx), so it must read no cookie, storage or answer here.
 */
export function renderHome(): string {
  const router = createMemoryRouter(routes, { initialEntries: [PRERENDERED_PATH] });
  return renderToString(<AppRoot router={router} />);
}
