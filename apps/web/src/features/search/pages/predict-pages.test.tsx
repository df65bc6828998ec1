import { makeDog } from '../../dogs/pages/dog-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { predictionStore } from '../lib/prediction-store';
import { photoFile, prediction, searchStatus, searchStatusHandler } from '../test-data';
import { readForm } from '../../../test/multipart';

beforeEach(() => {
  server.use(searchStatusHandler());
});

describe('/lookup/predict-dog', () => {
  it('warns near the upload when only colour and texture are compared', async () => {
    server.use(searchStatusHandler(searchStatus({ model: 'colour-texture', fallback: true })));
    await renderApp('/lookup/predict-dog');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '사진 인식 모델을 불러오지 못해 지금은 색과 질감만으로 비교합니다.',
    );
    expect(screen.getByLabelText('사진 선택')).toBeInTheDocument();
  });

  it('shows no model notice while the photo model answers', async () => {
    let asked = false;
    server.use(
      http.get('/api/search/status', () => {
        asked = true;
        return HttpResponse.json(searchStatus());
      }),
    );
    const { user } = await renderApp('/lookup/predict-dog');
    await waitFor(() => expect(asked).toBe(true));
    await user.upload(screen.getByLabelText('사진 선택'), photoFile());
    expect(await screen.findByRole('img', { name: '올린 사진 미리보기' })).toBeInTheDocument();
    expect(screen.queryByText(/색과 질감만으로/)).not.toBeInTheDocument();
  });

  it('asks for an image before predicting and sends nothing', async () => {
    let called = false;
    server.use(http.post('/api/search/generated', () => void (called = true)));
    const { user } = await renderApp('/lookup/predict-dog');
    await user.click(screen.getByRole('button', { name: '예측하기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('이미지를 업로드해주세요.');
    expect(called).toBe(false);
  });

  it('previews the photo, shows 예측 중... while busy, then shows the stored result', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('/api/search/generated', async ({ request }) => {
        sent = await readForm(request);
        await delay(50);
        return HttpResponse.json(prediction);
      }),
    );
    const { user, router } = await renderApp('/lookup/predict-dog');
    await user.upload(screen.getByLabelText('사진 선택'), photoFile());
    expect(await screen.findByRole('img', { name: '올린 사진 미리보기' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '예측하기' }));
    expect(await screen.findByRole('button', { name: '예측 중...' })).toBeDisabled();

    await waitFor(() => expect(router.state.location.pathname).toBe('/lookup/search-result'));
    expect(sent?.has('image')).toBe(true);
    expect(await screen.findByRole('img', { name: '올린 사진' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:/),
    );
    expect(screen.getByRole('img', { name: '가장 닮은 성견 사진' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,QUJD',
    );
    const cards = screen.getAllByRole('link', { name: /포메라니안|믹스견/ });
    expect(cards[0]).toHaveAttribute('href', '/lookup/predict-dog/41');
    expect(within(cards[0]!).getByText('유사도 93%')).toBeInTheDocument();
    // The shelter by name, never its registration number.
    expect(within(cards[0]!).getByText('수원시동물보호센터')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('311300201300001')).not.toBeInTheDocument();
    expect(predictionStore.read()?.result.adultDogId).toBe(41);
  });

  it('shows the failure alert when the prediction fails', async () => {
    server.use(http.post('/api/search/generated', () => HttpResponse.json({}, { status: 500 })));
    const { user, router } = await renderApp('/lookup/predict-dog');
    await user.upload(screen.getByLabelText('사진 선택'), photoFile());
    await user.click(screen.getByRole('button', { name: '예측하기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('예측에 실패했습니다.');
    expect(router.state.location.pathname).toBe('/lookup/predict-dog');
  });

  it('shows the server’s own words when it refuses the photo as not an image', async () => {
    server.use(
      http.post('/api/search/generated', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 415, message: '이미지 파일만 업로드할 수 있습니다.' },
          { status: 415 },
        ),
      ),
    );
    const { user } = await renderApp('/lookup/predict-dog');
    await user.upload(screen.getByLabelText('사진 선택'), photoFile());
    await user.click(screen.getByRole('button', { name: '예측하기' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '이미지 파일만 업로드할 수 있습니다.',
    );
  });

  it('clears the stored prediction when a new image is chosen, and the delete control removes it', async () => {
    predictionStore.save({ uploadedImage: null, result: prediction });
    const { user } = await renderApp('/lookup/predict-dog');
    await user.upload(screen.getByLabelText('사진 선택'), photoFile());
    expect(predictionStore.read()).toBeUndefined();
    await user.click(await screen.findByRole('button', { name: '사진 삭제' }));
    expect(screen.queryByRole('img', { name: '올린 사진 미리보기' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('사진 선택')).toBeInTheDocument();
  });

  it('uses the same picker as a report: drop zone, camera, and a new photo replaces the old', async () => {
    const { user } = await renderApp('/lookup/predict-dog');
    expect(screen.getByRole('group', { name: '사진 선택' })).toBeInTheDocument();
    expect(screen.getByLabelText('카메라로 찍기')).toHaveAttribute('capture', 'environment');
    await user.upload(screen.getByLabelText('사진 선택'), photoFile('first.jpg'));
    expect(await screen.findByRole('img', { name: '올린 사진 미리보기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /다른 사진으로 바꾸기/ })).toBeEnabled();
    await user.upload(screen.getByLabelText('사진 선택'), photoFile('second.jpg'));
    expect(screen.getAllByRole('img', { name: '올린 사진 미리보기' })).toHaveLength(1);
  });
});

describe('/lookup/search-result', () => {
  it('goes back to the predict page without a stored result or with corrupt data', async () => {
    const first = await renderApp('/lookup/search-result');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/lookup/predict-dog'));
    first.unmount();
    sessionStorage.setItem('chajul.prediction', '{"result": {"dogs": "broken"');
    const second = await renderApp('/lookup/search-result');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/lookup/predict-dog'));
  });

  it('says so when no similar dog was found, and labels a generated image as AI', async () => {
    predictionStore.save({
      uploadedImage: null,
      result: { ...prediction, generator: 'sd-webui', adultDogId: null, dogs: [] },
    });
    await renderApp('/lookup/search-result');
    expect(await screen.findByText('유사한 유기견이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'AI가 예측한 성견 모습' })).toBeInTheDocument();
  });
});

describe('/lookup/predict-dog/{dogId}', () => {
  it('shows the full dog detail and goes back to the prediction result', async () => {
    predictionStore.save({ uploadedImage: null, result: prediction });
    server.use(
      http.get('/api/dog-details/42', () =>
        HttpResponse.json(makeDog(42, { species: '믹스견', state: '종료(입양)' })),
      ),
    );
    const { user, router } = await renderApp('/lookup/predict-dog/42');
    expect(await screen.findByText('믹스견')).toBeInTheDocument();
    expect(screen.getByText('종료(입양)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '목록으로' }));
    expect(router.state.location.pathname).toBe('/lookup/search-result');
  });
});
