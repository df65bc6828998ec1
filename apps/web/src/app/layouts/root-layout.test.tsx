import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider, createQueryClient } from '../provider';
import { RootLayout } from './root-layout';

describe('the layout while a page loads', () => {
  it('says it is loading, not the last page, once a link goes to a page not yet loaded', async () => {
    const NeverLoads = lazy(() => new Promise<never>(() => {}));
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            {
              path: '/first',
              element: (
                <>
                  <h1>첫 페이지</h1>
                  <Link to="/second">다음 페이지</Link>
                </>
              ),
            },
            { path: '/second', element: <NeverLoads /> },
          ],
        },
      ],
      { initialEntries: ['/first'] },
    );
    render(
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await userEvent.click(await screen.findByRole('link', { name: '다음 페이지' }));

    expect(await screen.findByText('불러오는 중...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '첫 페이지' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/second');
  });
});
