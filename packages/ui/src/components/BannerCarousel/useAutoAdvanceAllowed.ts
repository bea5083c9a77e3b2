import { type RefObject, useEffect, useState } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Whether the carousel may move by itself: never when the member prefers reduced motion, nor inside
 * a tree that switched animations off (tests and screenshots must see a still frame).
 */
export function useAutoAdvanceAllowed(elementRef: RefObject<HTMLElement | null>): boolean {
  const [prefersReducedMotion, setPrefersReducedMotion] = useState(
    () => window.matchMedia(reducedMotionQuery).matches,
  );
  const [animationsOff, setAnimationsOff] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setPrefersReducedMotion(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  useEffect(() => {
    setAnimationsOff(elementRef.current?.closest('[data-animations="off"]') != null);
  }, [elementRef]);
  return !prefersReducedMotion && !animationsOff;
}
