import type { ConsoleCaller } from '@platform/api-client/console';
import type { ConsoleEndpoints, EndpointBody, EndpointResponse } from '@platform/contract';
import { requireSiteConfig, validateSiteConfig } from '@platform/site-config';

type Overview = EndpointResponse<ConsoleEndpoints['consoleSiteConfig']>;
type Draft = NonNullable<Overview['draft']>;
type SaveBody = EndpointBody<ConsoleEndpoints['consoleSaveSiteDraft']>;
type OpenBody = EndpointBody<ConsoleEndpoints['consoleOpenSiteDraft']>;
type Catalogue = EndpointResponse<ConsoleEndpoints['consoleSiteCatalogue']>;

/** The problems the server answers for a config: site-config's validation, then that the config is this site's. */
function problemsOf(siteCode: string, config: unknown): Draft['problems'] {
  const checked = validateSiteConfig(`${siteCode}.json`, config);
  if (!checked.ok) return checked.issues.map(({ path, expected, found }) => ({ path, expected, found }));
  return checked.config.code === siteCode
    ? []
    : [{ path: '$.code', expected: JSON.stringify(siteCode), found: JSON.stringify(checked.config.code) }];
}

/** A site's games as the catalogue endpoint lists them (the test's own, named to be searched for). */
export const sampleCatalogue: Catalogue = {
  categories: [
    {
      id: 'slots',
      name: 'Slots',
      games: [
        { id: 'g-101', name: 'Fortune Tiger' },
        { id: 'g-102', name: 'Dragon Gold' },
      ],
    },
    { id: 'live', name: 'Live casino', games: [{ id: 'g-201', name: 'Dragon Tiger Live' }] },
  ],
};

/**
 * The site-config side of the console server, in memory, for page tests: the published version is the site's file,
 * a saved draft is kept whatever its problems (answered from @platform/site-config's validation, as the server
 * does), and the overview reads back what was saved. `holdSaves` keeps each save's answer until released, to test
 * what the page does while a save is out; `refuseNextSave` fails one. `otherOperatorSaved` gives another operator a
 * draft (listed among the other editors), which the open call copies into the signed-in operator's own.
 * `publishedVersion` above 1 lists the earlier versions too (each the site's file), for rollback to be offered.
 */
export function fakeSiteConfigServer(siteCode = 'hgty', { publishedVersion = 1 } = {}) {
  const published = structuredClone(requireSiteConfig(siteCode));
  const publishedAt = '2026-11-01T00:00:00.000Z';
  let draft: Draft | null = null;
  const otherDrafts = new Map<string, Draft>();
  let clock = Date.parse('2026-11-27T05:00:00.000Z');
  const saves: SaveBody[] = [];
  const overviewReads: Overview[] = [];
  let holding = false;
  let refusal: string | null = null;
  const held: (() => void)[] = [];

  const draftOf = (baseVersion: number, config: unknown): Draft => {
    clock += 1000;
    return {
      baseVersion,
      config: structuredClone(config),
      savedAt: new Date(clock).toISOString(),
      problems: problemsOf(siteCode, config),
    };
  };

  const open = (body: OpenBody): Draft => {
    const theirs = otherDrafts.get(body.operator);
    if (theirs === undefined) throw new Error(`${body.operator} has no draft of ${siteCode}`);
    draft = draftOf(theirs.baseVersion, theirs.config);
    return structuredClone(draft);
  };

  const save = async (body: SaveBody): Promise<Draft> => {
    saves.push(structuredClone(body));
    if (refusal !== null) {
      const message = refusal;
      refusal = null;
      throw new Error(message);
    }
    if (holding) await new Promise<void>((release) => held.push(release));
    draft = draftOf(body.baseVersion, body.config);
    return structuredClone(draft);
  };

  const overview = (): Overview => {
    const read: Overview = {
      siteCode,
      publishedVersion,
      publishedConfig: structuredClone(published),
      versions: Array.from({ length: publishedVersion }, (_, index) => ({
        version: publishedVersion - index,
        author: 'seed',
        note: 'site file',
        createdAt: publishedAt,
        published: index === 0,
      })),
      draft: structuredClone(draft),
      otherEditors: [...otherDrafts].map(([operator, theirs]) => ({ operator, savedAt: theirs.savedAt })),
    };
    overviewReads.push(read);
    return read;
  };

  const answer = async (name: string, request: { body?: unknown } | undefined): Promise<unknown> => {
    switch (name) {
      case 'consoleSiteConfig':
        return overview();
      case 'consoleSaveSiteDraft':
        return save(request?.body as SaveBody);
      case 'consoleOpenSiteDraft':
        return open(request?.body as OpenBody);
      case 'consoleSiteImages':
        return [`/site-assets/${siteCode}/banner-1.svg`, `/site-assets/${siteCode}/banner-2.svg`];
      case 'consoleSiteCatalogue':
        return structuredClone(sampleCatalogue);
      default:
        throw new Error(`The fake site-config server does not answer ${name}`);
    }
  };

  return {
    call: ((name: string, request?: { body?: unknown }) => answer(name, request)) as unknown as ConsoleCaller,
    /** Every draft save received, in order (its body as sent). */
    saves,
    /** Every overview answered, in order. */
    overviewReads,
    /** `operator` (another operator) has saved `config` as their draft of the site, on the published version. */
    otherOperatorSaved: (operator: string, config: unknown) => {
      otherDrafts.set(operator, draftOf(publishedVersion, config));
    },
    /** The next save fails with `message` (as a call the network or the server refused), and is not kept. */
    refuseNextSave: (message: string) => {
      refusal = message;
    },
    holdSaves: () => {
      holding = true;
    },
    /** Answers the saves held so far, and answers later ones at once. */
    releaseSaves: () => {
      holding = false;
      for (const release of held.splice(0)) release();
    },
  };
}
