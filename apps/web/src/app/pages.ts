import type { ComponentType } from 'react';
import { createElement, lazy } from 'react';
import type { PageEntry } from './page-entry';
import { tracked } from '../lib/module-loads';
import type { PageKey } from './page-table';
import { pages } from './page-table';

/*
 * Each page of the table (page-table.ts) as a component that loads its module on first visit
 * (ADR 070), so the home page's bundle carries only what it shows. A page test's renderApp
 * preloads the page it opens (src/test/render.tsx, ADR 210), which then renders without
 * suspending.
 */
type LoadedPage = ComponentType<object> & { preload: () => Promise<void> };

function lazyPage(load: NonNullable<PageEntry['load']>): LoadedPage {
  let loaded: ComponentType<object> | undefined;
  const preload = async () => {
    loaded = (await tracked(load())) as ComponentType<object>;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<object> };
  });
  const Page = (props: object) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}

const entries = Object.entries(pages) as [PageKey, PageEntry][];

/** The lazy component of every page that has a loader, by its key in the table. */
export const lazyPages: Partial<Record<PageKey, LoadedPage>> = Object.fromEntries(
  entries.flatMap(([key, entry]) => (entry.load ? [[key, lazyPage(entry.load)]] : [])),
);
