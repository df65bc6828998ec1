import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ko } from '../../../locales/ko';
import styles from './feature-carousel.module.css';
import { useAutoplay, useEmbla } from './use-carousel';

const slides = [
  // Opens /lookup with its photo search on: the slide promises a search by photo (issue 27).
  { to: paths.lookupByPhoto, icon: '📷', ...ko.home.slides.lookup },
  { to: paths.predictDog, icon: '🐕', ...ko.home.slides.predict },
  { to: paths.adopt, icon: '🏡', ...ko.home.slides.adopt },
  { to: paths.shelters, icon: '📍', ...ko.home.slides.shelters },
];

/**
 * The autoplaying, looping feature carousel (spec §2) with a pause button first in it, as the
 * APG carousel pattern has it; it holds still under the pointer or the focus.
 */
export function FeatureCarousel() {
  const viewport = useRef<HTMLDivElement>(null);
  const embla = useEmbla(viewport);
  const autoplay = useAutoplay(embla);
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
      <div className={styles.controls}>
        <button type="button" className={styles.rotation} onClick={autoplay.toggle}>
          <span className={styles.rotationIcon} aria-hidden="true">
            {autoplay.paused ? '▶' : '❚❚'}
          </span>
          {autoplay.paused ? ko.home.playSlides : ko.home.pauseSlides}
        </button>
      </div>
      <div className={styles.frame}>
        <div className={styles.viewport} ref={viewport} {...autoplay.holdOn}>
          {/* Moving slides are not read out; a slide chosen by hand is (APG carousel). */}
          <div className={styles.container} aria-live={autoplay.playing ? 'off' : 'polite'}>
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
      </div>
    </section>
  );
}
