import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { breedsHandler, makeDog, pagedHandler } from './dog-fixtures';

const all = [
  ...Array.from({ length: 12 }, (_, i) => makeDog(i + 1)),
  makeDog(100, { jurisd: '경기도 용인시', species: '말티즈' }),
];

beforeEach(() => {
  onPhone();
  server.use(breedsHandler(['말티즈', '진도견']));
});
afterEach(() => vi.restoreAllMocks());

const chips = () => screen.queryByRole('list', { name: '적용된 조건' });
const openSheet = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  await user.click(screen.getByRole('button', { name: /^필터/ }));
  return screen.findByRole('dialog', { name: '필터' });
};

describe('/lookup on a phone (ADR 232)', () => {
  it('shows the dogs with no filter field before them; 「필터」 opens them in a dialog', async () => {
    server.use(pagedHandler(all));
    const { user } = await renderApp('/lookup');
    expect(await screen.findByText('총 13건')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.queryByLabelText('시/군/구')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('크기')).not.toBeInTheDocument();
    expect(chips()).not.toBeInTheDocument();

    const sheet = await openSheet(user);
    expect(within(sheet).getByLabelText('시/군/구')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('크기')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '필터' })).toHaveFocus();
  });

  it('applies a filter from the sheet and shows it as a chip that takes it off', async () => {
    const seen: URLSearchParams[] = [];
    server.use(pagedHandler(all, seen));
    const { user, router } = await renderApp('/lookup');
    await screen.findByText('총 13건');
    const sheet = await openSheet(user);
    await user.selectOptions(within(sheet).getByLabelText('시/군/구'), '용인시');
    await user.selectOptions(within(sheet).getByLabelText('크기'), '소형');
    await user.click(within(sheet).getByRole('button', { name: '결과 보기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(seen.at(-1)?.get('sizeClass')).toBe('소형'));
    expect(seen.at(-1)?.get('jurisd')).toBe('경기도 용인시');
    expect(screen.getByRole('button', { name: '필터 2개 적용됨' })).toBeInTheDocument();

    const list = chips()!;
    expect(within(list).getByRole('button', { name: '용인시 조건 지우기' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: '소형 조건 지우기' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('sizeClass'));
    expect(router.state.location.search).toContain('city=');
    expect(within(chips()!).queryByRole('button', { name: '소형 조건 지우기' })).toBeNull();
  });

  it('모두 지우기 takes every filter off at once', async () => {
    server.use(pagedHandler(all));
    const { user, router } = await renderApp(
      `/lookup?city=${encodeURIComponent('용인시')}&sizeClass=${encodeURIComponent('소형')}`,
    );
    const list = await screen.findByRole('list', { name: '적용된 조건' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    await user.click(within(list).getByRole('button', { name: '모두 지우기' }));
    expect(await screen.findByText('총 13건')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(chips()).not.toBeInTheDocument();
  });

  it('pushes each filter change, so Back undoes it and stays on /lookup', async () => {
    const seen: URLSearchParams[] = [];
    server.use(pagedHandler(all, seen));
    const { user, router } = await renderApp('/lookup');
    await screen.findByText('총 13건');
    const sheet = await openSheet(user);
    await user.selectOptions(within(sheet).getByLabelText('시/군/구'), '용인시');
    expect(await screen.findByText('총 1건')).toBeInTheDocument();
    await user.selectOptions(within(sheet).getByLabelText('색상'), '검정');
    await waitFor(() => expect(seen.at(-1)?.get('color')).toBe('검정'));
    await user.click(within(sheet).getByRole('button', { name: '결과 보기' }));

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/lookup');
    expect(router.state.location.search).not.toContain('color=');
    expect(router.state.location.search).toContain('city=');
    expect(await screen.findByText('총 1건')).toBeInTheDocument();
    expect(within(chips()!).getByRole('button', { name: '용인시 조건 지우기' })).toBeVisible();
    expect(within(chips()!).queryByRole('button', { name: '검정 조건 지우기' })).toBeNull();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/lookup');
    expect(await screen.findByText('총 13건')).toBeInTheDocument();
    expect(chips()).not.toBeInTheDocument();
  });
});
