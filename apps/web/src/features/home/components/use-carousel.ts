import type { EmblaCarouselType } from 'embla-carousel';
import type { RefObject } from 'react';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** Spec §9: slides move every 5000 ms. */
export const CAROUSEL_DELAY_MS = 5000;

const reducedMotionQuery = () =>
  typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)')
    : undefined;

function onReducedMotionChange(onChange: () => void) {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the person asked for reduced motion. The build's prerendered home page cannot know
 * (ADR 237): it says "moving", and the hydrated page corrects itself before the slides could
 * move (they start after the load event).
 */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    onReducedMotionChange,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

/** Resolves once the page has loaded: what only moves the carousel waits until then. */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Starts embla with its autoplay plugin on the viewport once the page has loaded: the first
 * slide is plain HTML and shows at once, and embla's 8 KB stay off the home page's first load
 * (issue 19 item 11). The plugin never starts or resumes on its own: useAutoplay decides.
 */
export function useEmbla(viewport: RefObject<HTMLDivElement | null>) {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    let live = true;
    let api: EmblaCarouselType | undefined;
    void pageLoaded()
      .then(() => Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]))
      .then(([{ default: Embla }, { default: Autoplay }]) => {
        if (!live || !viewport.current) return;
        const autoplay = Autoplay({
          delay: CAROUSEL_DELAY_MS,
          playOnInit: false,
          // Its own resuming (after a drag, on mouse leave, on focus out) would undo a pause.
          stopOnInteraction: true,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        });
        api = Embla(viewport.current, { loop: true }, [autoplay]);
        setEmbla(api);
      });
    return () => {
      live = false;
      api?.destroy();
    };
  }, [viewport]);
  return embla;
}

/**
 * Whether the slides move on their own (WCAG 2.2.2, issue 27): not for a person who asked for
 * reduced motion, not after the pause button or a swipe, and never while the pointer or the
 * keyboard focus is on a slide, so a slide does not change under the reader.
 */
export function useAutoplay(embla: EmblaCarouselType | undefined) {
  const reducedMotion = usePrefersReducedMotion();
  // Until the pause button or a swipe decides, reduced motion does.
  const [chosen, setChosen] = useState<boolean>();
  const paused = chosen ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = Boolean(embla) && !paused && !hovered && !focused;

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing]);

  useEffect(() => {
    if (!embla) return;
    const takeOver = () => setChosen(true);
    embla.on('pointerDown', takeOver);
    return () => void embla.off('pointerDown', takeOver);
  }, [embla]);

  return {
    paused,
    playing,
    toggle: () => setChosen(!paused),
    /** Handlers for the slides' viewport. */
    holdOn: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
  };
}
