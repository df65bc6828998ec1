import type { EmblaCarouselType } from 'embla-carousel';
import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ko } from '../../../locales/ko';
import styles from './feature-carousel.module.css';

/** Spec §9: slides move every 5000 ms. */
export const CAROUSEL_DELAY_MS = 5000;

const slides = [
  { to: paths.lookup, icon: '📷', ...ko.home.slides.lookup },
  { to: paths.predictDog, icon: '🐕', ...ko.home.slides.predict },
  { to: paths.adopt, icon: '🏡', ...ko.home.slides.adopt },
  { to: paths.shelters, icon: '📍', ...ko.home.slides.shelters },
];

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Resolves once the page has loaded: what only moves the carousel waits until then. */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Starts embla with autoplay on the viewport once the page has loaded: the first slide is
 * plain HTML and shows at once, and embla's 8 KB stay off the home page's first load
 * (issue 19 item 11).
 */
function useEmbla(viewport: RefObject<HTMLDivElement | null>) {
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
          stopOnMouseEnter: true,
          stopOnInteraction: false,
          active: !prefersReducedMotion(),
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

/** Autoplaying, looping feature carousel that pauses on hover and for reduced motion. */
export function FeatureCarousel() {
  const viewport = useRef<HTMLDivElement>(null);
  const embla = useEmbla(viewport);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={ko.home.carousel}
    >
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={slide.to}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={ko.home.slideOf(index + 1, slides.length)}
              aria-hidden={index !== selected}
            >
              <Link to={slide.to} className={styles.card} tabIndex={index === selected ? 0 : -1}>
                <span className={styles.icon} aria-hidden="true">
                  {slide.icon}
                </span>
                <strong className={styles.slideTitle}>{slide.title}</strong>
                <span className={styles.slideBody}>{slide.body}</span>
                <span className={styles.more}>{ko.home.goTo} →</span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label={ko.home.previousSlide}
        disabled={!embla}
        onClick={() => embla?.scrollPrev()}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={ko.home.nextSlide}
        disabled={!embla}
        onClick={() => embla?.scrollNext()}
      >
        ›
      </button>
    </section>
  );
}
