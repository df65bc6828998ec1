import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { ko } from '../../locales/ko';

/** Sets the browser's title from the deepest route's `handle.title` ("유기견 조회 · 찾아줄개"). */
export function useRouteTitle() {
  const matches = useMatches();
  const title = matches
    .map((m) => (m.handle as { title?: string } | undefined)?.title)
    .filter(Boolean)
    .pop();
  useEffect(() => {
    document.title = title ? ko.documentTitle(title) : ko.homeTitle;
  }, [title]);
}
