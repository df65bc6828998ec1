import { useEffect, useRef } from 'react';

/**
 * Confirms a mailed link's token once per visit to the page, on the first render that has
 * one: a ref guards it, so strict mode's second effect and later renders never send it again.
 */
export function useConfirmOnce<T>(
  token: string,
  confirm: (token: string) => Promise<T>,
  onConfirmed: (answer: T) => unknown,
  onFailed: (error: unknown) => void,
) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm(token).then(onConfirmed, onFailed);
  }, [token, confirm, onConfirmed, onFailed]);
}
