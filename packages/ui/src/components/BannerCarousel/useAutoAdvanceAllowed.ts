import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotionNow = () => window.matchMedia(reducedMotionQuery).matches;
/** A server render (and the hydration of its HTML) cannot know the preference, so it renders the still carousel. */
const prefersReducedMotionOnServer = () => true;

/**
 * Whether the carousel may move by itself: never when the member prefers reduced motion, nor inside
 * a tree that switched animations off (tests and screenshots must see a still frame).
 */
export function useAutoAdvanceAllowed(elementRef: RefObject<HTMLElement | null>): boolean {
  const prefersReducedMotion = useSyncExternalStore(
    subscribeToMotionPreference,
    prefersReducedMotionNow,
    prefersReducedMotionOnServer,
  );
  const [animationsOff, setAnimationsOff] = useState(false);
  useEffect(() => {
    setAnimationsOff(elementRef.current?.closest('[data-animations="off"]') != null);
  }, [elementRef]);
  return !prefersReducedMotion && !animationsOff;
}
