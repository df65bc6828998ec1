import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { noticeDetail } from './notice-fixtures';

// Issue 27 item 2: browsers drop a tab from a URL, so `/\t/evil.example` was `//evil.example`.
describe('the 목록 link of a notice', () => {
  it('goes to the notice list when from would lead off the site', async () => {
    server.use(http.get('/api/notices/3', () => HttpResponse.json(noticeDetail())));
    for (const from of [
      '/%09/evil.example',
      '/%0A/evil.example',
      '/..//evil.example',
      '%5C%5Cevil',
    ]) {
      const view = await renderApp(`/notice/detail?id=3&from=${from}`);
      expect(await screen.findByRole('link', { name: '목록' })).toHaveAttribute('href', '/notice');
      view.unmount();
    }
  });
});
