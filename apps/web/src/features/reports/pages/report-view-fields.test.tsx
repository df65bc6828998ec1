import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { detailHandler, makeReport } from '../test/report-fixtures';

const filled = {
  timeLost: '18:30',
  placeDetail: '광교호수공원 정문',
  colour: '흰색',
  size: '소형',
  collar: '빨간 하네스',
};

describe('/report/view: the 연락처 공개 범위 the owner chose (issue 38 item 17)', () => {
  it('shows the owner their choice, and nobody else', async () => {
    const report = makeReport({ phoneVisibility: 'NONE' });
    server.use(detailHandler(report));
    await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    const reporter = await screen.findByRole('region', { name: '신고자 정보' });
    const term = within(reporter).getByText('연락처 공개 범위');
    expect(term.nextElementSibling).toHaveTextContent(
      '공개하지 않고 메시지로만 연락받기 (나만 보여요)',
    );
  });

  it('does not show it to a visitor', async () => {
    const report = makeReport({ isAuthor: false, phone: null, phoneVisibility: 'MEMBERS' });
    server.use(detailHandler(report));
    await renderApp(`/report/view?id=${report.id}`);
    await screen.findByRole('region', { name: '실종 동물 정보' });
    expect(screen.queryByText('연락처 공개 범위')).not.toBeInTheDocument();
  });
});

describe('/report/view: where, when and what (issue 26)', () => {
  it('shows the owner the time, place, look, their 동물등록번호 and their exact pin', async () => {
    const report = makeReport({
      ...filled,
      microchip: '410100000123456',
      point: { lat: 37.2831, lng: 127.0655, approximate: false },
    });
    server.use(detailHandler(report));
    await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    const animal = await screen.findByRole('region', { name: '실종 동물 정보' });
    for (const text of ['18:30', '광교호수공원 정문', '흰색', '소형', '빨간 하네스']) {
      expect(within(animal).getByText(text)).toBeInTheDocument();
    }
    expect(within(animal).getByText('410100000123456 (나만 보여요)')).toBeInTheDocument();
    const map = await within(animal).findByRole('region', { name: '실종 위치 지도' });
    const pin = within(map).getByAltText('내가 고른 실종 위치 (나만 정확히 보여요)');
    expect(pin).not.toHaveClass('approximate');
    expect(screen.queryByText(/약 500m 범위로/)).not.toBeInTheDocument();
  });

  it('shows everyone else the rounded point, says so, and no 동물등록번호', async () => {
    // The server rounds the point and leaves the number out for anyone but the owner.
    const report = makeReport({
      ...filled,
      isAuthor: false,
      microchip: null,
      point: { lat: 37.285, lng: 127.065, approximate: true },
    });
    server.use(detailHandler(report));
    await renderApp(`/report/view?id=${report.id}`);
    const animal = await screen.findByRole('region', { name: '실종 동물 정보' });
    expect(within(animal).getByText('광교호수공원 정문')).toBeInTheDocument();
    expect(within(animal).queryByText('동물등록번호')).not.toBeInTheDocument();
    const map = await within(animal).findByRole('region', { name: '실종 위치 지도' });
    expect(within(map).getByAltText('실종 위치 (대략적인 위치)')).toHaveClass('approximate');
    expect(
      screen.getByText('정확한 위치는 보호자 보호를 위해 약 500m 범위로 보여드려요.'),
    ).toBeInTheDocument();
  });
});
