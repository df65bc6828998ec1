import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Marks the page ready for browser tests (issue 37, ADR 210): `<html data-ready="true">` once
 * the page under the layout has rendered and no request of the page is pending, instead of
 * waiting for the network to stay idle. Rendered inside the pages' Suspense, so a page whose
 * module is still loading is not ready.
 */
export function ReadyMarker() {
  const busy = useIsFetching() + useIsMutating();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.ready = String(busy === 0);
    return () => void delete root.dataset.ready;
  }, [busy]);
  return null;
}
