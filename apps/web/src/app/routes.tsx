import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Guarded } from './guard';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';
import type { PageEntry } from './page-entry';
import type { PageKey } from './page-table';
import { pages } from './page-table';
import { lazyPages } from './pages';
import { HomePage } from './routes/home-page';

/** The pages in the first bundle (ADR 103): the table lists them without a loader. */
const eagerPages: Partial<Record<PageKey, ComponentType>> = {
  home: HomePage,
  notFound: NotFoundPage,
};

function routesOf(key: PageKey, entry: PageEntry): RouteObject[] {
  const Page = lazyPages[key] ?? eagerPages[key];
  if (!Page) throw new Error(`page "${key}" has neither a loader nor an eager component`);
  const element = (
    <Guarded
      guard={entry.guard}
      title={entry.title}
      forbidden={entry.forbidden}
      membersGo={entry.membersGo}
    >
      <Page {...entry.props} />
    </Guarded>
  );
  // `handle.title` names the page in the browser's title bar (use-route-title.ts).
  return [entry.path, ...(entry.aliases ?? [])].map((path) => ({
    path,
    handle: { title: entry.title },
    element,
  }));
}

/** Every route of the spec, read from the page table (page-table.ts). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: (Object.entries(pages) as [PageKey, PageEntry][]).flatMap(([key, entry]) =>
      routesOf(key, entry),
    ),
  },
];
