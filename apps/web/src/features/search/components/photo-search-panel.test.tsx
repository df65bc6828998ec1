import type { SimilarDog } from '@chajul/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider, createQueryClient } from '../../../app/provider';
import { server } from '../../../test/server';
import { searchStatusQueryOptions } from '../api/get-search-status';
import { photoFile, searchStatus, searchStatusHandler, similarDogs } from '../test-data';
import { PhotoSearchPanel } from './photo-search-panel';
import { readForm } from '../../../test/multipart';

function renderPanel(filters = {}) {
  const onResults = vi.fn<(dogs: SimilarDog[]) => void>();
  const queryClient = createQueryClient();
  render(
    <AppProvider queryClient={queryClient}>
      <PhotoSearchPanel filters={filters} onResults={onResults} />
    </AppProvider>,
  );
  return { onResults, queryClient, user: userEvent.setup() };
}

beforeEach(() => {
  server.use(searchStatusHandler());
});

describe('PhotoSearchPanel', () => {
  it('sends the photo with the lookup filters and hands the similar dogs to its parent', async () => {
    let form: FormData | undefined;
    server.use(
      http.post('/api/search/image', async ({ request }) => {
        form = await readForm(request);
        return HttpResponse.json({ dogs: similarDogs });
      }),
    );
    const { onResults, user } = renderPanel({
      jurisd: '경기도 수원시',
      species: '',
      keyword: '점',
    });
    await user.upload(screen.getByLabelText('사진 선택'), photoFile('mine.png'));
    await user.click(screen.getByRole('button', { name: '사진으로 찾기' }));
    await waitFor(() => expect(onResults).toHaveBeenCalledWith(similarDogs));
    expect(form?.has('image')).toBe(true);
    expect(form?.get('jurisd')).toBe('경기도 수원시');
    expect(form?.get('keyword')).toBe('점');
    expect(form?.has('species')).toBe(false);
  });

  it('hints that no dog was seen in the photo and still hands on the similar dogs (ADR 153)', async () => {
    server.use(
      http.post('/api/search/image', () => HttpResponse.json({ dogs: similarDogs, notADog: true })),
    );
    const { onResults, user } = renderPanel();
    await user.upload(screen.getByLabelText('사진 선택'), photoFile('dark.png'));
    await user.click(screen.getByRole('button', { name: '사진으로 찾기' }));
    expect(
      await screen.findByText(
        '사진에서 강아지를 찾지 못했어요. 강아지가 잘 보이는 사진으로 다시 시도해주세요.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(onResults).toHaveBeenCalledWith(similarDogs);
  });

  it('alerts and empties the results, without an empty result list, when the search fails', async () => {
    server.use(http.post('/api/search/image', () => HttpResponse.json({}, { status: 500 })));
    const { onResults, user } = renderPanel();
    await user.upload(screen.getByLabelText('사진 선택'), photoFile());
    await user.click(screen.getByRole('button', { name: '사진으로 찾기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '검색 중 오류가 발생했습니다.',
    );
    expect(onResults).toHaveBeenCalledWith(null);
  });

  it.each([
    [413, '파일이 너무 큽니다.'],
    [415, '이미지 파일만 업로드할 수 있습니다.'],
  ])('shows the server’s own words when it refuses the photo with %i', async (status, message) => {
    server.use(
      http.post('/api/search/image', () =>
        HttpResponse.json({ status: 'error', statusCode: status, message }, { status }),
      ),
    );
    const { onResults, user } = renderPanel();
    await user.upload(screen.getByLabelText('사진 선택'), photoFile());
    await user.click(screen.getByRole('button', { name: '사진으로 찾기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(message);
    expect(onResults).toHaveBeenCalledWith(null);
  });

  it('refuses a file that is not an image and asks for one before searching', async () => {
    const { onResults, user } = renderPanel();
    const input = screen.getByLabelText('사진 선택');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '이미지 파일만 업로드할 수 있습니다.',
    );
    await user.click(screen.getByRole('button', { name: '확인' }));
    await user.click(screen.getByRole('button', { name: '사진으로 찾기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('이미지를 업로드해주세요.');
    expect(onResults).not.toHaveBeenCalled();
  });

  it('warns above the upload that only colour and texture are compared while the model is not loaded', async () => {
    server.use(searchStatusHandler(searchStatus({ model: 'colour-texture', fallback: true })));
    renderPanel();
    expect(await screen.findByRole('status')).toHaveTextContent(
      '사진 인식 모델을 불러오지 못해 지금은 색과 질감만으로 비교합니다.',
    );
    expect(screen.getByLabelText('사진 선택')).toBeInTheDocument();
  });

  it('shows no notice while the photo model answers', async () => {
    const { queryClient } = renderPanel();
    const { queryKey } = searchStatusQueryOptions();
    await waitFor(() => expect(queryClient.getQueryData(queryKey)?.fallback).toBe(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/사진 인식 모델을 불러오지 못해/)).not.toBeInTheDocument();
  });
});
