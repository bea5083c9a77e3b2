// The member app's direction (app/src), top floor first. A page is the top of the house: it composes everything
// below and nothing imports it but the route table. Page areas are sealed from each other so an area can be
// changed, moved or deleted without breaking another; what two areas share goes down to pageParts/ (or, when it
// needs no app runtime, into @platform/ui's page kit). The home composer is a floor of its own because the home page
// and the help pages compose its blocks. layout/ is the shell every page renders inside. boot/ builds the runtime
// (site, session, api-client, query client) that layout and pages read, so it stands above the flows and catalogs
// it wires together; data/ (query options and their types) is the ground floor that everything may read.
import type { RoomFloors } from '../roomFloors.ts';

const pageAreas = [
  'account',
  'cards',
  'center',
  'composerPreview',
  'desktop',
  'engagement',
  'entry',
  'finance',
  'forgetPassword',
  'games',
  'help',
  'home',
  'messages',
  'notFound',
  'records',
  'saferPlay',
  'security',
].map((area) => `pages/${area}`);

export const appFloors: RoomFloors = {
  root: 'app/src',
  floors: [
    { folders: pageAreas, siblingsSealed: true },
    // The home page's block registry and blocks; the help pages show its activity list mapping too.
    { folders: ['composer'] },
    // Pieces pages of several areas share that need the app (router, runtime, queries): never another area's folder.
    { folders: ['pageParts'] },
    // The shell: root layout, tab bar, member-only gate, route handles.
    { folders: ['layout'] },
    // Side services the shell mounts: page-view analytics, the service worker's notices and the live event stream;
    // none knows the others.
    { folders: ['analytics', 'live', 'pwa'], siblingsSealed: true },
    // The runtime: site by host, session, api-client, query client, providers.
    { folders: ['boot'] },
    // Machines wired with their effects, and the message catalogs: independent of each other.
    { folders: ['flows', 'i18n'], siblingsSealed: true },
    // Query options per contract area and their types: the ground floor.
    { folders: ['data'] },
  ],
  // main.tsx starts the app with the route table; routes.tsx lists every page lazily; ssr/ renders each site's
  // first paint at build time from the same route table; paintPlaceLeft.ts paints the page left for a game before
  // the app runs. Nothing imports them back.
  entries: ['main.tsx', 'routes.tsx', 'ssr', 'paintPlaceLeft.ts'],
};
