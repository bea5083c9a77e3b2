// The member app's floors (scripts/floors/app.ts) say what checkDependencies refuses: these are the imports the
// issue found against the grain, each of which must now fail, and the ones the app is built on, which must pass.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appFloors } from '../scripts/floors/app.ts';
import { floorViolations } from '../scripts/roomFloors.ts';

const at = (file: string) => `app/src/${file}`;
const violations = (file: string, ...imported: string[]) =>
  floorViolations(appFloors, at(file), imported.map(at));

describe('the app floors', () => {
  it('refuses a page importing another page area', () => {
    expect(violations('pages/account/RealNamePage.tsx', 'pages/finance/WithdrawPage.tsx')).toEqual([
      expect.stringContaining('sealed siblings'),
    ]);
  });

  it('refuses a catalog importing a page, and the shell importing the home composer', () => {
    expect(violations('i18n/help.messages.ts', 'pages/help/HelpCentrePage.tsx')).toEqual([
      expect.stringContaining('imports point down'),
    ]);
    expect(violations('layout/MemberOnly.tsx', 'composer/ComposedHome.tsx')).toEqual([
      expect.stringContaining('imports point down'),
    ]);
  });

  it('refuses a floor importing the route table', () => {
    expect(violations('layout/RootLayout.tsx', 'routes.tsx')).toEqual([
      expect.stringContaining('entry point'),
    ]);
  });

  it('lets a page use the floors below it: shared page parts, the shell, the runtime, flows and data', () => {
    expect(
      violations(
        'pages/finance/WithdrawPage.tsx',
        'pageParts/WithdrawPasswordGate.tsx',
        'layout/MemberPage.tsx',
        'boot/AppRuntimeContext.tsx',
        'flows/loginFlow.ts',
        'data/finance.ts',
      ),
    ).toEqual([]);
  });

  it('places every folder of app/src on a floor or among the entry points, so a new folder is a decision, not an accident', () => {
    const placed = [...appFloors.floors.flatMap(({ folders }) => folders), ...appFloors.entries];
    const folders = readdirSync('app/src', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        entry.name === 'pages'
          ? readdirSync('app/src/pages', { withFileTypes: true })
              .filter((area) => area.isDirectory())
              .map((area) => `pages/${area.name}`)
          : [entry.name],
      );
    expect(folders.filter((folder) => !placed.includes(folder))).toEqual([]);
  });
});
