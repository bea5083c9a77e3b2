// The operator console's direction (packages/console/src), top floor first, like the member app's: page areas are
// sealed from each other; what two share goes down to pageParts/; layout/ is the signed-in shell and the operator
// gate; boot/ builds the runtime (console client, query cache, language) the shell and pages read; i18n/ (words and
// formats) and data/ (query options, paths, decision keys) are the ground floors.
import type { RoomFloors } from '../roomFloors.ts';

export const consoleFloors: RoomFloors = {
  root: 'packages/console/src',
  floors: [
    {
      folders: [
        'pages/signIn',
        'pages/queues',
        'pages/audit',
        'pages/members',
        'pages/content',
        'pages/operators',
        'pages/account',
        'pages/sitePages',
      ],
      siblingsSealed: true,
    },
    { folders: ['pageParts'] },
    { folders: ['layout'] },
    { folders: ['boot'] },
    { folders: ['i18n', 'data'], siblingsSealed: true },
  ],
  // main.tsx starts the console with the route table; routes.tsx lists every page lazily.
  entries: ['main.tsx', 'routes.tsx'],
};
