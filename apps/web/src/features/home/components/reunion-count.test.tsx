import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';

const reunions = (total: number) =>
  http.get('/api/home/reunions', () =>
    HttpResponse.json({
      total,
      byReason: { SHELTER: total, SITE_FINDER: 0, BY_ITSELF: 0, OTHER: 0 },
    }),
  );

describe('the home page’s reunion count (ADR 152)', () => {
  it('says how many dogs went home, as the server counts them', async () => {
    server.use(reunions(1234));
    await renderApp('/');
    expect(
      await screen.findByText('지금까지 1,234마리가 가족 품으로 돌아갔어요.'),
    ).toBeInTheDocument();
  });

  it('says nothing before the first reunion', async () => {
    let asked = false;
    server.use(
      http.get('/api/home/reunions', () => {
        asked = true;
        return HttpResponse.json({
          total: 0,
          byReason: { SHELTER: 0, SITE_FINDER: 0, BY_ITSELF: 0, OTHER: 0 },
        });
      }),
    );
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(true);
    expect(screen.queryByText(/가족 품으로 돌아갔어요/)).not.toBeInTheDocument();
  });
});
