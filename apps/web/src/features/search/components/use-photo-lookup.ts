import type { SimilarDog } from '@chajul/contracts';
import { useEffect, useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';

const KEY = 'lookup-photo';
/** /lookup?search=photo opens with the photo search on (paths.lookupByPhoto, issue 27). */
const MODE_PARAM = 'search';
const PHOTO_MODE = 'photo';

type Saved = { preview: string | null; results: SimilarDog[] | null };
const EMPTY: Saved = { preview: null, results: null };

function read(): Saved | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Saved) : undefined;
  } catch {
    return undefined;
  }
}

const toDataUrl = (file: File) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });

/** Decoded by hand: the page's CSP (connect-src 'self') does not let fetch read data: URLs. */
function toFile(dataUrl: string): File | null {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(dataUrl);
  if (!match?.[1] || match[2] === undefined) return null;
  try {
    const bytes = Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0));
    return new File([bytes], 'photo', { type: match[1] });
  } catch {
    return null;
  }
}

/**
 * The /lookup photo search's state: on or off (in the address, so a link can open it), the
 * photo and the similar dogs. Like the filter search these are kept for the browser session
 * and restored on the back action (spec §2); a photo too large for sessionStorage is simply
 * not restored.
 */
export function usePhotoLookup() {
  const navigationType = useNavigationType();
  const [params, setParams] = useSearchParams();
  const enabled = params.get(MODE_PARAM) === PHOTO_MODE;
  // Arriving by a link to the photo search (home's slide), not by its toggle or the back action.
  const [openedByLink] = useState(() => enabled && navigationType === 'PUSH');
  const [saved] = useState(() => (navigationType === 'POP' ? read() : undefined));
  const [state, setState] = useState<Saved>(saved ?? EMPTY);
  const [file, setFileState] = useState<File | null>(() =>
    saved?.preview ? toFile(saved.preview) : null,
  );

  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      sessionStorage.setItem(KEY, JSON.stringify({ ...state, preview: null }));
    }
  }, [state]);

  return {
    enabled,
    openedByLink,
    results: state.results,
    file,
    toggle: () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (enabled) next.delete(MODE_PARAM);
          else next.set(MODE_PARAM, PHOTO_MODE);
          return next;
        },
        { replace: true },
      ),
    async setFile(next: File | null) {
      setFileState(next);
      const preview = next ? await toDataUrl(next) : null;
      setState((s) => ({ ...s, preview, results: next ? s.results : null }));
    },
    setResults: (results: SimilarDog[] | null) => setState((s) => ({ ...s, results })),
  };
}

export type PhotoLookup = ReturnType<typeof usePhotoLookup>;
