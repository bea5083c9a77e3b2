import { createContext } from 'react';

/**
 * Whether the page may show what only this browser knows (a signed-in member, a raised hijack notice) rather than
 * what the server rendered (a visitor, no notice).
 *
 * A page hydrating server HTML starts from the server's view, so hydration matches it, and App switches this on
 * after its first commit inside a transition: React then renders the member's page in slices it can interrupt. Read
 * straight from the stores, the same switch came from `useSyncExternalStore` noticing after hydration that the
 * client's snapshot differs from the server's, an update React always renders synchronously: on the signed-in home
 * one task of 300-700 ms at Lighthouse's 4x CPU, most of the Total Blocking Time (issue 20). A page rendered from
 * scratch shows the browser's view from the start.
 */
export const BrowserStateShownContext = createContext(true);
