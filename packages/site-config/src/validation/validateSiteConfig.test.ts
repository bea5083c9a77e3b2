import { locales } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import { configWith } from '../test-support/siteConfigFixtures.ts';
import { formatConfigIssue } from './configIssue.ts';
import {
  parseSiteConfig,
  SiteConfigError,
  validateSiteConfig,
  validateSiteConfigText,
} from './validateSiteConfig.ts';

function problems(file: string, config: unknown): string[] {
  const result = validateSiteConfig(file, config);
  return result.ok ? [] : result.issues.map(formatConfigIssue);
}

describe('validateSiteConfig: broken configs name file, JSON path, what was expected and what was found', () => {
  it('accepts a committed config', () => {
    expect(problems('hgty.json', configWith('hgty', {}))).toEqual([]);
  });

  it('an unknown block type', () => {
    const config = configWith('blty', { '/home/1': { type: 'slotMachine', props: {} } });
    expect(problems('blty.json', config)).toEqual([
      'blty.json: $.home[1].type: expected one of "bannerCarousel", "noticeBar", "quickActions", "walletSummary", "gameCategoryTabs", "gameGrid", "recommendedMatches", "activityList", "vipCard", "downloadAppBanner", "legalFooter", found "slotMachine"',
    ]);
  });

  it('a block with wrong props, checked against that block type', () => {
    // hgty's sixth block is its game grid.
    const config = configWith('hgty', { '/home/5/props': { columns: 7, maxGames: 12, extra: true } });
    expect(problems('hgty.json', config)).toEqual([
      'hgty.json: $.home[5].props.extra: expected no property "extra" here (allowed: columns, maxGames, pinnedGameIds, categoryId), found true',
      'hgty.json: $.home[5].props.columns: expected a number <= 4, found 7',
    ]);
  });

  it("a game grid's pinned games: each once, at most a dozen; their ids are checked against the catalogue by the server", () => {
    const grid = { columns: 3, maxGames: 12, categoryId: '3' };
    expect(
      problems('hgty.json', configWith('hgty', { '/home/5/props': { ...grid, pinnedGameIds: ['34', '3'] } })),
    ).toEqual([]);
    const twice = configWith('hgty', { '/home/5/props': { ...grid, pinnedGameIds: ['3', '3'] } });
    expect(problems('hgty.json', twice)).toEqual([
      'hgty.json: $.home[5].props.pinnedGameIds: expected each item only once, found ["3","3"]',
    ]);
    const many = Array.from({ length: 13 }, (_, index) => String(index + 1));
    expect(
      problems('hgty.json', configWith('hgty', { '/home/5/props': { ...grid, pinnedGameIds: many } })),
    ).toEqual([
      `hgty.json: $.home[5].props.pinnedGameIds: expected a list of at most 12 items, found ${JSON.stringify(many)}`,
    ]);
  });

  it('an image uploaded in the console is an image URL; another API path is not', () => {
    const uploaded = configWith('hgty', {
      '/home/0/props/slides/0/imageSrc': '/api/findmed/v1/content/image?id=Ab_9-x',
    });
    expect(problems('hgty.json', uploaded)).toEqual([]);
    const elsewhere = configWith('hgty', {
      '/home/0/props/slides/0/imageSrc': '/api/findmed/v1/member/info?id=1',
    });
    expect(problems('hgty.json', elsewhere)).toEqual([
      'hgty.json: $.home[0].props.slides[0].imageSrc: expected an image under /site-assets/<code>/, an image uploaded in the console, or an https:// URL, found "/api/findmed/v1/member/info?id=1"',
    ]);
  });

  it('a colour that is not a colour', () => {
    const config = configWith('by', { '/theme/colors/brand': 'purple-ish' });
    expect(problems('by.json', config)).toEqual([
      'by.json: $.theme.colors.brand: expected a CSS colour (#rgb, #rrggbb, #rrggbbaa, rgb() or rgba()), found "purple-ish"',
    ]);
  });

  it('a colour with an out-of-range channel', () => {
    const config = configWith('by', { '/theme/colors/border': 'rgb(300, 0, 0)' });
    expect(problems('by.json', config)).toEqual([
      'by.json: $.theme.colors.border: expected a CSS colour with channels 0-255 and alpha 0-1, found "rgb(300, 0, 0)"',
    ]);
  });

  it('a length that is not a CSS length', () => {
    const config = configWith('hgty', { '/theme/radii/medium': '10 pixels' });
    expect(problems('hgty.json', config)).toEqual([
      'hgty.json: $.theme.radii.medium: expected a CSS length such as "8px", "0.5rem" or "1em", found "10 pixels"',
    ]);
  });

  it('a control height below the 44px touch target', () => {
    const config = configWith('betwin', { '/theme/controlHeight': '40px' });
    expect(problems('betwin.json', config)).toEqual([
      'betwin.json: $.theme.controlHeight: expected at least 44px (a touch target), found "40px"',
    ]);
  });

  it('a duplicate game id and a duplicate payment id', () => {
    const config = configWith('hgty', { '/enabledGameIds': [1, 2, 3, 2], '/enabledPaymentIds': [7, 7] });
    expect(problems('hgty.json', config)).toEqual([
      'hgty.json: $.enabledGameIds[3]: expected each game id only once, found a second 2',
      'hgty.json: $.enabledPaymentIds[1]: expected each payment id only once, found a second 7',
    ]);
  });

  it('a language we have no catalog for', () => {
    const config = configWith('betwin', { '/defaultLanguage': 'fr-FR' });
    expect(problems('betwin.json', config)).toEqual([
      `betwin.json: $.defaultLanguage: expected a language we have a message catalog for (${locales.join(', ')}), found "fr-FR"`,
    ]);
  });

  it('text that does not reach WCAG AA contrast', () => {
    const config = configWith('hgty', { '/theme/colors/textMuted': '#a0a8b4' });
    expect(problems('hgty.json', config)).toEqual([
      'hgty.json: $.theme.colors.textMuted: expected contrast of at least 4.5:1 against background #f3f5f9, found 2.20:1 (#a0a8b4)',
      'hgty.json: $.theme.colors.textMuted: expected contrast of at least 4.5:1 against surface #ffffff, found 2.40:1 (#a0a8b4)',
    ]);
  });

  it('onBrand on brand with too little contrast, in a dark theme', () => {
    const config = configWith('betwin', { '/theme/colors/onBrand': '#ffffff' });
    expect(problems('betwin.json', config)).toEqual([
      'betwin.json: $.theme.colors.onBrand: expected contrast of at least 4.5:1 against brand #22c55e, found 2.28:1 (#ffffff)',
    ]);
  });

  it('statistics in neither shape of spec §3', () => {
    const config = configWith('hgty', { '/statistics': { scripts: [{ url: 'https://s.example/x.js' }] } });
    expect(problems('hgty.json', config)).toEqual([
      'hgty.json: $.statistics: expected { "scriptsList": { "default": { "kind", "id" }, "<host>": … } } or a list of { "url", "platform_ck" }, found {"scripts":[{"url":"https://s.example/x.js"}]}',
    ]);
  });

  it('statistics in the list shape with a missing platform_ck', () => {
    const config = configWith('hgtyc', { '/statistics': [{ url: 'https://s.example/x.js' }] });
    expect(problems('hgtyc.json', config)).toEqual([
      'hgtyc.json: $.statistics[0].platform_ck: expected non-empty text (Platform check key sent with the script), found nothing',
    ]);
  });

  it('statistics keyed by a host the site does not serve', () => {
    const config = configWith('hgty', {
      '/statistics': {
        scriptsList: { default: { kind: 'cnzz', id: '1' }, 'm.other.example': { kind: 'la51', id: '2' } },
      },
    });
    expect(problems('hgty.json', config)).toEqual([
      'hgty.json: $.statistics.scriptsList["m.other.example"]: expected "default" or one of the site\'s hosts (m.hgty.example, h5.hgty.example, localhost), found "m.other.example"',
    ]);
  });

  it('a recommended-matches block on a site whose flag is off', () => {
    const config = configWith('hgty', { '/features/recommendedMatches': false });
    expect(problems('hgty.json', config)).toEqual([
      'hgty.json: $.home[6].type: expected a block other than recommendedMatches (features.recommendedMatches is false), found "recommendedMatches"',
    ]);
  });

  it('a tab bar with an unknown label, a path outside spec §2, one tab too few or a path twice', () => {
    const home = { labelKey: 'home', icon: 'home', path: '/app/home' };
    expect(
      problems(
        'by.json',
        configWith('by', { '/tabBar': [home, { ...home, labelKey: 'casino', path: '/casino' }] }),
      ),
    ).toEqual([
      'by.json: $.tabBar[1].labelKey: expected one of home, activity, finance, customerService, userCentre, task, sponsor, found "casino"',
      'by.json: $.tabBar[1].path: expected a route path of spec §2 without parameters, e.g. "/app/home", found "/casino"',
    ]);
    expect(problems('by.json', configWith('by', { '/tabBar': [home] }))).toEqual([
      'by.json: $.tabBar: expected a list of at least 2 items, found [{"labelKey":"home","icon":"home","path":"/app/home"}]',
    ]);
    expect(problems('by.json', configWith('by', { '/tabBar': [home, home] }))).toEqual([
      'by.json: $.tabBar[1]: expected each tab path only once, found a second "/app/home"',
    ]);
  });

  it('a missing required section and an unknown top-level key', () => {
    const config = configWith('by', { '/legalFooter': undefined, '/legalFoter': {} });
    expect(problems('by.json', config)).toEqual([
      'by.json: $.legalFooter: expected an object, found nothing',
      expect.stringMatching(
        /^by\.json: \$\.legalFoter: expected no property "legalFoter" here \(allowed: \$schema, version, code, .*legalFooter, .*\), found \{\}$/,
      ),
    ]);
  });

  it('safer play with an exclusion group that is not a lowercase name, or without a switch', () => {
    const saferPlay = configWith('hgty', {}).saferPlay as Record<string, unknown>;
    expect(
      problems(
        'hgty.json',
        configWith('hgty', { '/saferPlay': { ...saferPlay, exclusionGroup: 'Crown Group' } }),
      ),
    ).toEqual([
      expect.stringMatching(/^hgty\.json: \$\.saferPlay\.exclusionGroup: expected a lowercase group name/),
    ]);
    const { timeOut: _timeOut, ...withoutTimeOut } = saferPlay;
    expect(problems('hgty.json', configWith('hgty', { '/saferPlay': withoutTimeOut }))).toEqual([
      'hgty.json: $.saferPlay.timeOut: expected true or false (Time-out of 24 hours to 6 weeks), found nothing',
    ]);
    expect(problems('by.json', configWith('by', {}))).toEqual([]);
  });

  it('reality-check choices out of order, or a default interval the member could not pick', () => {
    const saferPlay = configWith('hgty', {}).saferPlay as Record<string, unknown>;
    const withRealityCheck = (intervalChoicesMinutes: number[], defaultMinutes: number) =>
      configWith('hgty', {
        '/saferPlay': { ...saferPlay, realityCheck: { intervalChoicesMinutes, defaultMinutes } },
      });
    expect(problems('hgty.json', withRealityCheck([15, 30, 60], 45))).toEqual([
      'hgty.json: $.saferPlay.realityCheck.defaultMinutes: expected 0 (off) or one of intervalChoicesMinutes (15, 30, 60), found 45',
    ]);
    expect(problems('hgty.json', withRealityCheck([30, 15, 60], 30))).toEqual([
      'hgty.json: $.saferPlay.realityCheck.intervalChoicesMinutes[1]: expected minutes above the one before (30): the choices in ascending order, found 15',
    ]);
    expect(problems('hgty.json', withRealityCheck([15, 15], 15))).toEqual([
      'hgty.json: $.saferPlay.realityCheck.intervalChoicesMinutes: expected each item only once, found [15,15]',
    ]);
    expect(problems('hgty.json', withRealityCheck([], 0))).toEqual([
      'hgty.json: $.saferPlay.realityCheck.intervalChoicesMinutes: expected a list of at least 1 items, found []',
    ]);
    expect(problems('hgty.json', withRealityCheck([15, 30, 60], 0))).toEqual([]);
    expect(problems('hgty.json', withRealityCheck([15, 30, 60], 60))).toEqual([]);
  });

  it('a currency display of an unknown kind', () => {
    const config = configWith('by', { '/currencyDisplay': { kind: 'emoji', text: '💰' } });
    expect(problems('by.json', config)).toEqual([
      'by.json: $.currencyDisplay.kind: expected one of "symbol", "icon", found "emoji"',
    ]);
  });

  it('an unknown time zone', () => {
    expect(problems('by.json', configWith('by', { '/timeZone': 'Asia/Atlantis' }))).toEqual([
      'by.json: $.timeZone: expected an IANA time zone such as "Asia/Shanghai", found "Asia/Atlantis"',
    ]);
  });

  it('a version newer than this code understands', () => {
    expect(problems('by.json', configWith('by', { '/version': 5 }))).toEqual([
      'by.json: $.version: expected a version from 1 to 4, found 5',
    ]);
  });

  it('reports every problem at once, not just the first', () => {
    const config = configWith('hgty', {
      '/theme/colors/text': 'black',
      '/hosts': [],
      '/analytics/sampleRate': 2,
    });
    expect(problems('hgty.json', config)).toHaveLength(3);
  });

  it('reports a JSON syntax error in the same one-line form', () => {
    const result = validateSiteConfigText('hgty.json', '{ "code": "hgty", }');
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues.map(formatConfigIssue)).toEqual([
      expect.stringMatching(/^hgty\.json: \$: expected valid JSON, found a syntax error \(.+\)$/),
    ]);
  });
});

describe('parseSiteConfig', () => {
  it('returns the typed config', () => {
    const config = parseSiteConfig('by.json', configWith('by', {}));
    expect(config.defaultLanguage).toBe('zh-HK');
    expect(config.home.map((block) => block.type)).toContain('downloadAppBanner');
  });

  it('throws a SiteConfigError that lists every issue', () => {
    const broken = configWith('by', { '/theme/colors/brand': 'nope', '/enabledGameIds': [1, 1] });
    expect(() => parseSiteConfig('by.json', broken)).toThrow(SiteConfigError);
    expect(() => parseSiteConfig('by.json', broken)).toThrow(
      /by\.json: \$\.theme\.colors\.brand: expected a CSS colour/,
    );
  });
});
