import { describe, expect, it } from 'vitest';
import { withPreview } from '../src/plugins/page-previews';

const html =
  '<!doctype html><html><head><title>찾아줄개</title></head><body><div id="root"></div></body></html>';
const page = { baseUrl: 'https://chajul.example', siteName: '찾아줄개' };

describe('link previews', () => {
  it('adds Open Graph and Twitter tags with absolute image and canonical URLs', () => {
    const out = withPreview(
      html,
      {
        title: '수원시 초코 실종',
        description: '갈색 푸들',
        image: '/api/lost-pet/images/a.jpg',
        path: '/report/view?id=3',
      },
      page,
    );
    expect(out).toContain('<title>수원시 초코 실종 | 찾아줄개</title>');
    expect(out).toContain('<meta property="og:title" content="수원시 초코 실종" />');
    expect(out).toContain(
      '<meta property="og:image" content="https://chajul.example/api/lost-pet/images/a.jpg" />',
    );
    expect(out).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(out).toContain(
      '<link rel="canonical" href="https://chajul.example/report/view?id=3" />',
    );
    expect(out).toContain('<div id="root"></div>');
  });

  it("escapes a member's title so it cannot inject markup", () => {
    const out = withPreview(
      html,
      { title: '"><script>alert(1)</script>', description: "it's <b>bold</b>", path: '/lookup/1' },
      page,
    );
    expect(out).not.toContain('<script>');
    expect(out).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('it&#39;s &lt;b&gt;bold&lt;/b&gt;');
    expect(out).toContain('<meta name="twitter:card" content="summary" />');
  });
});
