import type { EndpointBody, endpoints } from '@platform/contract';
import type { SiteConfig } from '@platform/site-config';

type PageView = EndpointBody<typeof endpoints.pageView>;
type Beacon = (url: string, body: URLSearchParams) => void;

const browserBeacon: Beacon = (url, body) => {
  navigator.sendBeacon(url, body);
};

/**
 * Reports one page view to the site's analytics endpoint (the reference API's `pageView` unless the site names
 * another). A beacon: it survives the page unloading and never delays navigation; URLSearchParams makes it a
 * form-encoded body, which the endpoint accepts. `random` draws against the site's sample rate.
 */
export function sendPageView(
  analytics: SiteConfig['analytics'],
  view: PageView,
  { random = Math.random, beacon = browserBeacon }: { random?: () => number; beacon?: Beacon } = {},
): void {
  if (random() >= analytics.sampleRate) return;
  beacon(analytics.pageViewEndpoint, new URLSearchParams(view));
}
