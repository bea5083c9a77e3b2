import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned element scrolls into view (infinite scroll). The element is
 * also a button, so the same action works by tap or keyboard where observing is not enough.
 */
export function useLoadMoreWhenVisible<Element extends HTMLElement>(enabled: boolean, loadMore: () => void) {
  const elementRef = useRef<Element>(null);
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  useEffect(() => {
    const element = elementRef.current;
    if (!enabled || element === null) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          loadMoreRef.current();
        }
      },
      // Start fetching a little before the end is reached, so scrolling rarely stalls.
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return elementRef;
}
