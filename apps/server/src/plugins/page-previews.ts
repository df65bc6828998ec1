import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a link preview (KakaoTalk, Facebook, messengers) shows for one page. */
export type PagePreview = {
  title: string;
  description: string;
  /** A path on this site (`/api/...jpg`) or an absolute URL. */
  image?: string | undefined;
  /**
   * The page's canonical path, made from the resource's id alone (`/report/view?id=3`):
   * `og:url` and the canonical link never repeat what else the shared URL carried.
   */
  path: string;
};

type Resolver = (
  match: RegExpExecArray,
  query: URLSearchParams,
) => Promise<PagePreview | undefined>;

export type PagePreviews = {
  /** Areas register the pages that deserve their own preview: a pattern on the path. */
  add(pattern: RegExp, resolve: Resolver): void;
  resolve(url: string): Promise<PagePreview | undefined>;
};

declare module 'fastify' {
  interface FastifyInstance {
    pagePreviews: PagePreviews;
  }
}

export const pagePreviewsPlugin = fp(async (app: FastifyInstance) => {
  const entries: { pattern: RegExp; resolve: Resolver }[] = [];
  app.decorate('pagePreviews', {
    add: (pattern, resolve) => void entries.push({ pattern, resolve }),
    async resolve(url) {
      const parsed = new URL(url, 'http://local');
      for (const { pattern, resolve } of entries) {
        const match = pattern.exec(parsed.pathname);
        if (!match) continue;
        try {
          return await resolve(match, parsed.searchParams);
        } catch (error) {
          // A preview is a nicety: the page itself must still load.
          app.log.warn({ err: error, url }, 'page preview failed');
          return undefined;
        }
      }
      return undefined;
    },
  } satisfies PagePreviews);
});

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The SPA's index.html with Open Graph and Twitter tags for the page, so shared links show
 * the dog (issue 9). Every value is HTML-escaped: titles come from members.
 */
export function withPreview(
  html: string,
  preview: PagePreview,
  page: { baseUrl: string; siteName: string },
): string {
  const url = `${page.baseUrl}${preview.path}`;
  const image = preview.image && new URL(preview.image, `${page.baseUrl}/`).toString();
  const title = `${preview.title} | ${page.siteName}`;
  const tags = [
    ['og:type', 'article'],
    ['og:site_name', page.siteName],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', url],
    ...(image ? [['og:image', image]] : []),
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', preview.title],
    ['twitter:description', preview.description],
    ...(image ? [['twitter:image', image]] : []),
  ].map(([key = '', value = '']) => {
    const attribute = key.startsWith('twitter:') ? 'name' : 'property';
    return `<meta ${attribute}="${key}" content="${escape(value)}" />`;
  });
  tags.push(`<link rel="canonical" href="${escape(url)}" />`);
  // Function replacers: a replacement string would obey `$&`, `$'` and `` $` `` in a member's
  // title and copy parts of the page into the head (issue 17).
  const withTitle = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>`);
  return withTitle.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
