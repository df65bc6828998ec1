import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
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

/** Autoplaying, looping feature carousel that pauses on hover and for reduced motion. */
export function FeatureCarousel() {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: CAROUSEL_DELAY_MS,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      active: !prefersReducedMotion(),
    }),
  );
  const [viewport, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla, onSelect]);

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
        onClick={() => embla?.scrollPrev()}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={ko.home.nextSlide}
        onClick={() => embla?.scrollNext()}
      >
        ›
      </button>
    </section>
  );
}
