import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { breedsHandler, makeDog, pagedHandler } from '../../dogs/pages/dog-fixtures';
import { photoFile, searchStatus, searchStatusHandler, similarDogs } from '../test-data';
import { readForm } from '../../../test/multipart';

beforeEach(() => {
  server.use(
    breedsHandler(['진도견']),
    pagedHandler([makeDog(1), makeDog(2)]),
    searchStatusHandler(),
  );
});

describe('/lookup photo search', () => {
  it('switches the list to the dogs most like the uploaded photo, each opening its detail', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('/api/search/image', async ({ request }) => {
        sent = await readForm(request);
        return HttpResponse.json({ dogs: similarDogs });
      }),
      http.get('/api/dog-details/41', () => HttpResponse.json(makeDog(41))),
    );
    const { user, router } = await renderApp('/lookup');
    expect(await screen.findByText('총 2건')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '사진으로 찾기', pressed: false }));
    expect(screen.getByText(/잃어버린 강아지 사진을 올리면/)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('사진 선택'), photoFile('mine.png'));
    const panel = screen.getByRole('region', { name: '사진으로 찾기' });
    await user.click(within(panel).getByRole('button', { name: '사진으로 찾기' }));

    const results = await screen.findByRole('region', { name: '사진 검색 결과' });
    expect(within(results).getByText('총 2건')).toBeInTheDocument();
    expect(within(results).getByText('유사도 93%')).toBeInTheDocument();
    expect(sent?.has('image')).toBe(true);
    await user.click(within(results).getAllByRole('link')[0]!);
    expect(router.state.location.pathname).toBe('/lookup/41');
  });

  it('lists the most similar dogs under the hint when the server saw no dog in the photo', async () => {
    server.use(
      http.post('/api/search/image', () => HttpResponse.json({ dogs: similarDogs, notADog: true })),
    );
    const { user } = await renderApp('/lookup');
    await screen.findByText('총 2건');
    await user.click(screen.getByRole('button', { name: '사진으로 찾기', pressed: false }));
    await user.upload(screen.getByLabelText('사진 선택'), photoFile('dark.jpg'));
    const panel = screen.getByRole('region', { name: '사진으로 찾기' });
    await user.click(within(panel).getByRole('button', { name: '사진으로 찾기' }));

    const results = await screen.findByRole('region', { name: '사진 검색 결과' });
    expect(within(results).getByText('총 2건')).toBeInTheDocument();
    expect(within(results).getByText('유사도 93%')).toBeInTheDocument();
    const hint = within(panel).getByRole('status');
    expect(hint).toHaveTextContent(
      '사진에서 강아지를 찾지 못했어요. 강아지가 잘 보이는 사진으로 다시 시도해주세요.',
    );
    // Above the results: a hint to read before the dogs, not an answer in their place.
    expect(hint.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('after a refused photo shows the server’s words and no empty result in the list’s place', async () => {
    server.use(
      http.post('/api/search/image', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 413, message: '파일이 너무 큽니다.' },
          { status: 413 },
        ),
      ),
    );
    const { user } = await renderApp('/lookup');
    await screen.findByText('총 2건');
    await user.click(screen.getByRole('button', { name: '사진으로 찾기', pressed: false }));
    await user.upload(screen.getByLabelText('사진 선택'), photoFile('big.jpg'));
    const panel = screen.getByRole('region', { name: '사진으로 찾기' });
    await user.click(within(panel).getByRole('button', { name: '사진으로 찾기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('파일이 너무 큽니다.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByText('유사한 유기견이 없습니다.')).not.toBeInTheDocument();
    expect(screen.queryByText('총 0건')).not.toBeInTheDocument();
    expect(screen.getByText(/잃어버린 강아지 사진을 올리면/)).toBeInTheDocument();
  });

  it('opens with the photo search on and the picker focused from the home page’s photo slide', async () => {
    const { user, router } = await renderApp('/');
    const carousel = screen.getByRole('region', { name: '주요 기능' });
    await user.click(within(carousel).getByRole('link', { name: /사진으로 유기견 찾기/ }));
    expect(router.state.location.pathname).toBe('/lookup');
    const panel = await screen.findByRole('region', { name: '사진으로 찾기' });
    expect(within(panel).getByRole('button', { name: /사진을 끌어다 놓거나/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: '조건으로 찾기', pressed: true })).toBeVisible();
  });

  it('goes back to the filter list with the other toggle', async () => {
    const { user } = await renderApp('/lookup');
    await screen.findByText('총 2건');
    await user.click(screen.getByRole('button', { name: '사진으로 찾기', pressed: false }));
    await user.click(screen.getByRole('button', { name: '조건으로 찾기' }));
    expect(await screen.findByText('총 2건')).toBeInTheDocument();
    expect(screen.queryByLabelText('사진 선택')).not.toBeInTheDocument();
  });

  it('tells a visitor when photos are compared only by colour and texture', async () => {
    server.use(searchStatusHandler(searchStatus({ model: 'colour-texture', fallback: true })));
    const { user } = await renderApp('/lookup');
    await screen.findByText('총 2건');
    await user.click(screen.getByRole('button', { name: '사진으로 찾기', pressed: false }));
    const panel = screen.getByRole('region', { name: '사진으로 찾기' });
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      '사진 인식 모델을 불러오지 못해 지금은 색과 질감만으로 비교합니다. 결과가 정확하지 않을 수 있습니다.',
    );
  });

  it('says nothing about the model while the photo model answers', async () => {
    let asked = false;
    server.use(
      http.get('/api/search/status', () => {
        asked = true;
        return HttpResponse.json(searchStatus());
      }),
    );
    const { user } = await renderApp('/lookup');
    await screen.findByText('총 2건');
    await user.click(screen.getByRole('button', { name: '사진으로 찾기', pressed: false }));
    await vi.waitFor(() => expect(asked).toBe(true));
    await user.upload(screen.getByLabelText('사진 선택'), photoFile());
    expect(await screen.findByRole('img', { name: '올린 사진 미리보기' })).toBeInTheDocument();
    expect(screen.queryByText(/색과 질감만으로/)).not.toBeInTheDocument();
  });
});
