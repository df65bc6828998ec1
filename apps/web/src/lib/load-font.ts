/**
 * Pretendard comes after the first paint (issue 19 item 11): the page first shows in the
 * system's Korean font (tokens.css --font-sans), then swaps to Pretendard once its
 * stylesheet and the unicode-range subsets the page's text needs have arrived. So no font
 * file stands between a visitor and the first paint.
 */
export function loadFontAfterFirstPaint() {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
  };
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  const observer = paintTiming
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) load();
      })
    : undefined;
  observer?.observe({ type: 'paint', buffered: true });
  // A browser without paint timing still gets the font, once the page has loaded. (The load
  // event may come before the first paint of a page React draws, so it is not the signal.)
  if (!paintTiming) window.addEventListener('load', load, { once: true });
}
