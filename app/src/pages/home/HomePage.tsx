import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { revealLivePage } from '../../boot/placeLeftSnapshot.ts';
import { ComposedHome } from '../../composer/ComposedHome.tsx';
import { liveHomeData } from '../../composer/liveHomeData.ts';
import { isPlaceLeft } from '../../composer/placeLeft.ts';

/**
 * `/app/home` (and, without chrome, `/embedded`): the site's composed home with live data. Back from a game
 * (/app/venueBack) it opens where the member left it: their game category, scrolled as far down as they were.
 */
export default function HomePage() {
  const returnedTo = (useLocation().state as { returnedTo?: unknown } | null)?.returnedTo;
  const place = isPlaceLeft(returnedTo) ? returnedTo : null;
  const scrollY = place?.scrollY ?? 0;
  // Before the first paint: the page drawn from the cache is already as tall as when the member left it, and takes
  // over from the copy painted before the app loaded.
  useLayoutEffect(() => {
    revealLivePage(document);
    if (scrollY > 0) window.scrollTo(0, scrollY);
  }, [scrollY]);
  return (
    <ComposedHome site={useSiteConfig()} data={liveHomeData} gameCategory={place?.gameCategory ?? null} />
  );
}
