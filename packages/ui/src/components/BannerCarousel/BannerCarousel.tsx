import { versionedImageUrl } from '@platform/domain';
import { type PointerEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import * as styles from './BannerCarousel.css.ts';
import { useAutoAdvanceAllowed } from './useAutoAdvanceAllowed.ts';

export type BannerSlide = { id: string; imageUrl: string; alt: string };

export type BannerCarouselProps = {
  slides: readonly BannerSlide[];
  /** Cache-busting version and WebP support, applied to every image URL. */
  imageOptions?: { version: string; webp: boolean } | undefined;
  onSelectSlide?: (slide: BannerSlide) => void;
  autoAdvanceMs?: number;
  /** Starting slide (uncontrolled). */
  initialIndex?: number;
  ref?: Ref<HTMLElement>;
};

const swipeThresholdPx = 40;

/**
 * Promotion banners: swipe, arrows or dots to move; advances by itself unless the member prefers
 * reduced motion, has focus or a pointer inside it, or pressed pause.
 */
export function BannerCarousel({
  slides,
  imageOptions,
  onSelectSlide,
  autoAdvanceMs = 4000,
  initialIndex = 0,
  ref,
}: BannerCarouselProps) {
  const text = useMessages(uiCatalog).bannerCarousel;
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const [index, setIndex] = useState(initialIndex);
  const [interacting, setInteracting] = useState(false);
  const [pausedByMember, setPausedByMember] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const autoAdvanceAllowed = useAutoAdvanceAllowed(viewportRef);
  const count = slides.length;
  const current = count === 0 ? 0 : ((index % count) + count) % count;
  const rotating = autoAdvanceAllowed && !interacting && !pausedByMember && count > 1;

  useEffect(() => {
    if (!rotating) {
      return;
    }
    const timer = window.setInterval(() => setIndex((value) => value + 1), autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [rotating, autoAdvanceMs]);

  if (count === 0) {
    return <div className={styles.empty} />;
  }

  const goTo = (target: number) => setIndex(((target % count) + count) % count);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) {
      return;
    }
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= swipeThresholdPx) {
      swiped.current = true;
      goTo(current + (distance < 0 ? 1 : -1));
    }
  };
  const imageSource = (url: string) => (imageOptions ? versionedImageUrl(url, imageOptions) : url);

  return (
    <section
      ref={ref}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={text.label}
      onPointerEnter={() => setInteracting(true)}
      onPointerLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setInteracting(false);
        }
      }}
    >
      <div ref={viewportRef} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div
          id={trackId}
          className={styles.track}
          style={{ transform: `translateX(-${current * 100}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, slideIndex) => {
            const hidden = slideIndex !== current;
            const image = (
              <img
                className={styles.image}
                src={imageSource(slide.imageUrl)}
                alt={slide.alt}
                draggable={false}
              />
            );
            return (
              // The WAI-ARIA carousel pattern: each slide is a group with roledescription "slide"; a fieldset is for forms.
              // biome-ignore lint/a11y/useSemanticElements: see above.
              <div
                key={slide.id}
                className={styles.slide}
                role="group"
                aria-roledescription={text.slide}
                aria-label={text.position(slideIndex + 1, count)}
                aria-hidden={hidden}
                inert={hidden}
              >
                {onSelectSlide ? (
                  // Raw <button>: carousel controls (slides, arrows, dots) drawn over the banner image, not action Buttons.
                  <button
                    type="button"
                    className={styles.slideButton}
                    onClick={() => {
                      if (!swiped.current) {
                        onSelectSlide(slide);
                      }
                    }}
                  >
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.stepButton} ${styles.previous}`}
            aria-controls={trackId}
            aria-label={text.previous}
            onClick={() => goTo(current - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.stepButton} ${styles.next}`}
            aria-controls={trackId}
            aria-label={text.next}
            onClick={() => goTo(current + 1)}
          >
            ›
          </button>
          <div className={styles.controls}>
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dotButton}
                aria-controls={trackId}
                aria-label={text.goTo(slideIndex + 1)}
                aria-current={slideIndex === current}
                onClick={() => goTo(slideIndex)}
              >
                <span className={styles.dot} />
              </button>
            ))}
            <button
              type="button"
              className={styles.dotButton}
              aria-pressed={pausedByMember}
              aria-label={text.pause}
              onClick={() => setPausedByMember((value) => !value)}
            >
              <span aria-hidden="true" className={styles.pauseGlyph}>
                {pausedByMember ? '▶' : '❚❚'}
              </span>
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
