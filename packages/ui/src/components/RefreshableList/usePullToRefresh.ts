import { type TouchEvent, useRef, useState } from 'react';

/** How far (CSS px, after resistance) the member must pull before releasing refreshes. */
export const pullThresholdPx = 64;
/** The finger travels twice as far as the indicator grows: the list feels elastic, not loose. */
const resistance = 0.5;
const maximumPullPx = 96;

export type PullState = 'idle' | 'pulling' | 'armed' | 'refreshing';

/**
 * Pull-to-refresh over the page's own scroll: a pull only starts when the page is scrolled to the
 * top, so it never fights normal scrolling.
 */
export function usePullToRefresh(onRefresh: () => Promise<void>) {
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const startY = useRef<number | null>(null);

  const refresh = async () => {
    setRefreshing(true);
    setDistance(0);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };

  const handlers = {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      startY.current = refreshing || window.scrollY > 0 || touch === undefined ? null : touch.clientY;
    },
    onTouchMove: (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY.current === null || touch === undefined) {
        return;
      }
      setDistance(Math.min(maximumPullPx, Math.max(0, (touch.clientY - startY.current) * resistance)));
    },
    onTouchEnd: () => {
      if (startY.current === null) {
        return;
      }
      startY.current = null;
      if (distance >= pullThresholdPx) {
        void refresh();
      } else {
        setDistance(0);
      }
    },
  };

  const state: PullState = refreshing
    ? 'refreshing'
    : distance >= pullThresholdPx
      ? 'armed'
      : distance > 0
        ? 'pulling'
        : 'idle';

  return { state, distance, refresh, handlers };
}
