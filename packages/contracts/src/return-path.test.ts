import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-path';

const ours = 'https://chajul.example';
const theirs = 'https://other.example';

/** Where a browser goes when a page of `origin` links to `href`. */
const followed = (href: string, origin: string) => new URL(href, `${origin}/notice/detail`);

// Pieces people put in hostile return paths: whitespace a browser drops, slashes it
// collapses, backslashes it reads as slashes, their encoded forms, other schemes and hosts.
const hostilePiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '%09',
  '%0a',
  '%2f',
  '%2F',
  '%5c',
  '..',
  '/..',
  '/../',
  '.',
  '@',
  ':',
  '?',
  '#',
  'javascript:',
  'javascript:alert(1)',
  'https://other.example',
  'http:',
  'evil.example',
  'other.example',
  'notice',
);
const hostile = fc.array(hostilePiece, { maxLength: 8 }).map((pieces) => pieces.join(''));
const anyText = fc.oneof(hostile, fc.string(), fc.string({ unit: 'binary' }));

describe('return paths', () => {
  it('never leads off the site, whatever the value', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const path = sameOriginPath(value, ours);
        if (path === null) return;
        expect(followed(path, ours).origin).toBe(ours);
        // A path, not a URL: on any other site's page it stays on that site too.
        expect(followed(path, theirs).origin).toBe(theirs);
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(path).not.toMatch(/[\t\n\r]/);
        // A backslash may stay in the query or hash, where no browser reads it as a slash.
        expect(path.split(/[?#]/)[0]).not.toContain('\\');
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same answer for its own answer', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const path = sameOriginPath(value, ours);
        if (path !== null) expect(sameOriginPath(path, ours)).toBe(path);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a path of this site as it was', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const query = fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), query, (segments, q) => {
        const path = `/${segments.join('/')}${q ? `?${q}` : ''}`;
        expect(sameOriginPath(path, ours)).toBe(path);
      }),
    );
    expect(sameOriginPath('/', ours)).toBe('/');
    expect(sameOriginPath('/notice?page=2#top', ours)).toBe('/notice?page=2#top');
    expect(sameOriginPath('/report/view?id=3&from=%2Freport', ours)).toBe(
      '/report/view?id=3&from=%2Freport',
    );
  });

  it('refuses the reported and well-known ways off the site', () => {
    for (const value of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/..//evil.example',
      '/./..//evil.example',
      '/%2e%2e//evil.example',
      'https://other.example/notice',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      '\t//evil.example',
      'list',
      '',
      null,
      undefined,
    ]) {
      expect(sameOriginPath(value, ours), JSON.stringify(value)).toBeNull();
    }
  });

  it('keeps an encoded slash or tab as text of the path, which goes nowhere else', () => {
    expect(sameOriginPath('/%09/evil.example', ours)).toBe('/%09/evil.example');
    expect(sameOriginPath('/%2F%2Fevil.example', ours)).toBe('/%2F%2Fevil.example');
  });

  it('works without knowing the origin', () => {
    expect(sameOriginPath('/mypage')).toBe('/mypage');
    expect(sameOriginPath('/\t/evil.example')).toBeNull();
  });
});
