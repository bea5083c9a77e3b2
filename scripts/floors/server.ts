// The floors of the reference API (packages/server/src), top first; the why of each floor is beside it and in
// packages/server/README.md ("Floors"). A file imports its own folder and the floors below, never one above.
import type { RoomFloors } from '../roomFloors.ts';

export const serverFloors: RoomFloors = {
  root: 'packages/server/src',
  floors: [
    // Composition: what puts the platform together. `routes` mounts every area's endpoints, `operator` and `seed`
    // run the areas' functions from the command line and at start, `composition` opens the database with what
    // every area installs in it and subscribes the areas to each other's domain events. Nothing below knows them.
    { folders: ['routes', 'operator', 'seed', 'composition'] },
    // Areas that build on another area's functions: the demo venue on the ledger and venue wallets of `money`,
    // the task centre on `money`'s idempotency runner and rewards, the user-centre menu on `messages`' unread count.
    // The safer-play endpoints on `money`'s idempotency runner and venue recall. The operator console (issue 24) on
    // `money`'s decisions and ledger, the security centre's two-step rules and safer play's records.
    { folders: ['demoVenue', 'tasks', 'userCentre', 'saferPlayEndpoints', 'console'], siblingsSealed: true },
    // Areas: each owns its endpoints (`routes.ts`) and queries (`service.ts`) and never imports another area;
    // what one area does because of another's fact it learns from a domain event (`events/`).
    {
      folders: [
        'money',
        'vip',
        'agent',
        'contacts',
        'content',
        'feedback',
        'games',
        'liveEvents',
        'messages',
        'sessions',
        'siteInfo',
        'sponsor',
      ],
      siblingsSealed: true,
    },
    // A member's task progress (the task centre's reading of it): which tasks of their current period a member has
    // done and claimed, shown by the task centre's endpoints and by the console's member page alike.
    { folders: ['taskProgress'] },
    // Safer play's rules (issue 23), which the money, games and sessions areas enforce in their own transactions:
    // limits, breaks, what a period has counted.
    { folders: ['saferPlay'] },
    // The security centre (issue 23): sign-in history, signed-in devices and two-step verification, with its own
    // endpoints; below the areas because the sign-in door of `sessions` and the withdrawal of `money` ask it.
    { folders: ['securityCentre'] },
    // The endpoint frame every area's routes go through (site, language, session, decoding, envelope), and the
    // services it hands to a handler (`platform.ts`).
    { folders: ['http', 'platform.ts'] },
    // The services under the frame: sessions and the other secrets (`security`), the double-entry ledger every
    // area that moves money posts through (`ledger`), the site directory (`sites`), and the sites' config versions
    // the console publishes and every member page is served with (`sitePublishing`, issue 25).
    { folders: ['security', 'ledger', 'sites', 'sitePublishing'] },
    // Shared small pieces with no knowledge of any area: member rows, the domain-event publisher, the API error,
    // the server's words per language (`i18n`), logging and the loopback check.
    {
      folders: [
        'members',
        'events',
        'errors',
        'i18n',
        'logging.ts',
        'logDestination.ts',
        'lazyRequestLogger.ts',
        'network',
      ],
    },
    // The database: connection, migrations, every table declaration (`db/schema/`).
    { folders: ['db'] },
  ],
  entries: ['main.ts', 'index.ts', 'startServer.ts', 'app.ts'],
};
