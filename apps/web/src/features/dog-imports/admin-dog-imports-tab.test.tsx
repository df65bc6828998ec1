import type { Dog } from '@chajul/contracts';
import { dogImportMessages } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ko } from '../../locales/ko';
import { makeDog, pagedHandler } from '../dogs/pages/dog-fixtures';
import { adminPhotoSearchHandler } from '../search/test-data';
import { contentPage } from '../users/test/fixtures';
import { renderApp, testAdmin } from '../../test/render';
import { server } from '../../test/server';
import { importRun, importsStatus, sourceStatus } from './test-data';

beforeEach(() => {
  server.use(
    adminPhotoSearchHandler(),
    http.get('/api/admin/users/paged', () => HttpResponse.json(contentPage([]))),
  );
});

const openTab = async () => {
  const view = await renderApp('/adminpage', { as: testAdmin });
  await view.user.click(await screen.findByRole('tab', { name: '데이터 가져오기' }));
  return view;
};

describe('/adminpage 데이터 가져오기', () => {
  it('shows each source: calls today against the budget, photos, and its runs with their counts and named errors', async () => {
    server.use(
      http.get('/api/admin/dog-imports', () =>
        HttpResponse.json(
          importsStatus([
            sourceStatus('national', {
              runs: [
                importRun(3, {
                  status: 'failed',
                  trigger: 'admin',
                  fetched: 0,
                  inserted: 0,
                  updated: 0,
                  stateChanges: 0,
                  error: {
                    kind: 'html',
                    message: 'HTML page instead of data: "서비스 점검 안내"',
                  },
                }),
                importRun(2, {
                  kind: 'reconcile',
                  updatedDates: null,
                  foundDates: { from: '20260801', to: '20261122' },
                }),
              ],
            }),
            sourceStatus('gyeonggi', { configured: false, runs: [] }),
          ]),
        ),
      ),
    );
    await openTab();
    const national = await screen.findByRole('region', { name: '전국 유기동물 (공공데이터포털)' });
    expect(within(national).getByText('42 / 300회')).toBeInTheDocument();
    expect(within(national).getByText('7장')).toBeInTheDocument();
    expect(within(national).getByText('2장')).toBeInTheDocument();
    const rows = within(national).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('실패');
    expect(rows[1]).toHaveTextContent('관리자');
    expect(rows[1]).toHaveTextContent('HTML 페이지: HTML page instead of data: "서비스 점검 안내"');
    const reconcile = within(rows[2]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(reconcile.slice(1, 10)).toEqual([
      '전체 확인',
      '완료',
      '발견일 20260801–20261122',
      '37',
      '5',
      '3',
      '2',
      '5 / 0',
      '1',
    ]);
    const gyeonggi = screen.getByRole('region', { name: '경기도 유기동물 (경기데이터드림)' });
    expect(
      within(gyeonggi).getByText('인증키가 설정되어 있지 않아 가져오지 않습니다.'),
    ).toBeInTheDocument();
    expect(
      within(gyeonggi).queryByRole('button', { name: '지금 가져오기' }),
    ).not.toBeInTheDocument();
  });

  it('runs an import through the server and says so when one is running', async () => {
    let running = false;
    server.use(
      http.get('/api/admin/dog-imports', () =>
        HttpResponse.json(importsStatus([sourceStatus('national', { running })])),
      ),
      http.post('/api/admin/dog-imports/national/run', () => {
        if (running) {
          return HttpResponse.json(
            { status: 'error', statusCode: 409, message: dogImportMessages.running },
            { status: 409 },
          );
        }
        running = true;
        return HttpResponse.json(
          { status: 'started', message: dogImportMessages.started },
          { status: 202 },
        );
      }),
    );
    const { user } = await openTab();
    const national = await screen.findByRole('region', { name: '전국 유기동물 (공공데이터포털)' });
    await user.click(within(national).getByRole('button', { name: '지금 가져오기' }));
    expect(await within(national).findByRole('status')).toHaveTextContent(
      '가져오기를 시작했습니다.',
    );
    expect(await within(national).findByText('가져오는 중')).toBeInTheDocument();
    await user.click(within(national).getByRole('button', { name: '지금 가져오기' }));
    expect(await within(national).findByText(dogImportMessages.running)).toBeInTheDocument();
  });

  it('has the dog lists asked again once a run ends: the home page shows the dogs it brought (issue 38 item 15)', async () => {
    let running = true;
    const imported: Dog[] = [];
    server.use(
      http.get('/api/admin/dog-imports', () =>
        HttpResponse.json(
          importsStatus([
            sourceStatus('national', {
              running,
              runs: [importRun(2, running ? { status: 'running' } : { status: 'ok' })],
            }),
          ]),
        ),
      ),
      pagedHandler(imported),
    );
    const { router, user } = await renderApp('/', { as: testAdmin });
    const card = async () =>
      (await screen.findByRole('heading', { name: '최근 등록된 유기견' })).closest('section')!;
    expect(await within(await card()).findByText(ko.home.noDogs)).toBeInTheDocument();

    await router.navigate('/adminpage');
    await user.click(await screen.findByRole('tab', { name: '데이터 가져오기' }));
    expect(await screen.findByText('가져오는 중')).toBeInTheDocument();
    // The run ends: the tab's next look (every 2 s while one runs) sees it.
    running = false;
    imported.push(makeDog(501, { species: '진돗개' }));
    await waitFor(() => expect(screen.queryByText('가져오는 중')).not.toBeInTheDocument());

    await router.navigate('/');
    expect(await within(await card()).findByRole('link', { name: '진돗개' })).toBeInTheDocument();
  });

  it('says when the day’s calls are spent and the schedule waits', async () => {
    server.use(
      http.get('/api/admin/dog-imports', () =>
        HttpResponse.json(
          importsStatus([sourceStatus('national', { callsToday: 300, waitingFor: 'budget' })]),
        ),
      ),
    );
    await openTab();
    const national = await screen.findByRole('region', { name: '전국 유기동물 (공공데이터포털)' });
    expect(within(national).getByText('300 / 300회')).toBeInTheDocument();
    expect(
      within(national).getByText('오늘 쓸 수 있는 호출을 모두 써서 한국 시간 자정까지 쉽니다.'),
    ).toBeInTheDocument();
  });
});
