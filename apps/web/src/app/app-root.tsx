import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';

/**
 * The whole app around a router: the browser's (main.tsx) and the build's prerender of the
 * home page (prerender.tsx) render this same tree, so the HTML the build wrote is the HTML
 * the browser hydrates, ids included (ADR 237).
 */
export function AppRoot({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
