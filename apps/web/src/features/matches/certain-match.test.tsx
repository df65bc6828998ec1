import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render';
import { server } from '../../test/server';
import { detailHandler, makeReport } from '../reports/test/report-fixtures';
import { candidate, matchesHandler } from './test/match-fixtures';

describe('a certain match (the same 동물등록번호, ADR 151)', () => {
  it('is listed first with its own badge, whatever its photo says', async () => {
    const report = makeReport();
    server.use(
      detailHandler(report),
      matchesHandler(report.id, () => [
        candidate(31, { similarity: 0.95 }),
        candidate(32, { similarity: 0.41, certain: true }),
      ]),
    );
    await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    const section = await screen.findByRole('region', { name: '비슷한 유기견' });
    const links = await within(section).findAllByRole('link', { name: /사진 유사도/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/lookup/32', '/lookup/31']);
    expect(within(links[0]!).getByText('동물등록번호 일치')).toBeInTheDocument();
    expect(within(links[1]!).queryByText('동물등록번호 일치')).not.toBeInTheDocument();
  });
});
