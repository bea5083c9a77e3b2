import { type CurrencyDisplay, type Locale, locales } from '@platform/domain';
import { Type } from 'typebox';
import { ConsoleSettingsSchema } from './consoleSchema.ts';
import { type HomeBlock, HomeBlockSchema, LocalisedTextSchema } from './homeBlocksSchema.ts';
import { SaferPlaySchema } from './saferPlaySchema.ts';
import { SecurityCentreSchema } from './securityCentreSchema.ts';
import { TabBarSchema } from './tabBarSchema.ts';
import { ThemeTokensSchema } from './themeTokensSchema.ts';
import { AssetUrl, HttpsUrl, NonEmptyText } from './tokenPatterns.ts';

const closed = { additionalProperties: false } as const;

/** The schema version written by this code. Older files are migrated (migrations.ts) before validation. */
export const CURRENT_SITE_CONFIG_VERSION = 4;

const hostnamePattern =
  '^(localhost|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+)(:[0-9]{1,5})?$';

/** One statistics script: one of the two third-party kinds the platform injects, with the site's account id. */
const StatisticsScriptSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('cnzz'), Type.Literal('la51')], {
      description: 'Which third-party statistics service',
    }),
    id: NonEmptyText('Account / site id at that service'),
  },
  closed,
);

/** Spec §3: either `scriptsList` keyed by host with a `default`, or a list of `{ url, platform_ck }`. */
export const StatisticsSchema = Type.Union(
  [
    Type.Object(
      {
        scriptsList: Type.Object(
          { default: StatisticsScriptSchema },
          {
            additionalProperties: StatisticsScriptSchema,
            description: 'Script per host; "default" for any other host',
          },
        ),
      },
      { ...closed, title: 'scriptsList' },
    ),
    Type.Array(
      Type.Object(
        { url: HttpsUrl('Script URL'), platform_ck: NonEmptyText('Platform check key sent with the script') },
        closed,
      ),
      { minItems: 1, title: 'script list' },
    ),
  ],
  {
    description: 'Statistics scripts',
    'x-expected':
      '{ "scriptsList": { "default": { "kind", "id" }, "<host>": … } } or a list of { "url", "platform_ck" }',
  },
);

export const CurrencyDisplaySchema = Type.Union(
  [
    Type.Object(
      { kind: Type.Literal('symbol'), symbol: NonEmptyText('Shown before amounts, e.g. ¥') },
      closed,
    ),
    Type.Object(
      { kind: Type.Literal('icon'), src: AssetUrl('Currency icon'), alt: NonEmptyText('Accessible name') },
      closed,
    ),
  ],
  { description: 'The yuan sign (symbol) or the site icon image (icon) next to amounts' },
);

const PositiveIdList = (description: string) =>
  Type.Array(Type.Integer({ minimum: 1 }), { description: `${description}; each id once` });

export const SiteConfigSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'Path of the JSON Schema, for editors' })),
    version: Type.Literal(CURRENT_SITE_CONFIG_VERSION, { description: 'Config format version' }),
    code: Type.String({
      pattern: '^[a-z][a-z0-9]{1,15}$',
      description: 'Site code; equals the file name',
      'x-expected': 'a lowercase site code (letters and digits, 2-16 characters)',
    }),
    displayName: LocalisedTextSchema,
    hosts: Type.Array(
      Type.String({
        pattern: hostnamePattern,
        'x-expected': 'a lowercase host name such as "m.example.com"',
      }),
      {
        minItems: 1,
        description: 'Host names this site is served on; the server resolves the site from Host',
      },
    ),
    // Not an enum: the validator's catalog rule gives the clearer message; `examples` still drives editor completion.
    defaultLanguage: Type.String({
      description:
        'Language before the member picks one; must have a message catalog (see @platform/domain locales)',
      examples: [...locales],
    }),
    timeZone: Type.String({
      minLength: 1,
      description: 'IANA time zone of the site, e.g. Asia/Shanghai (date ranges, records)',
    }),
    currencyDisplay: CurrencyDisplaySchema,
    theme: ThemeTokensSchema,
    home: Type.Array(HomeBlockSchema, { minItems: 1, description: 'Home page, top to bottom' }),
    tabBar: TabBarSchema,
    enabledGameIds: PositiveIdList('Numeric game ids offered on this site'),
    enabledPaymentIds: PositiveIdList('Numeric payment channel ids offered on this site'),
    statistics: StatisticsSchema,
    analytics: Type.Object(
      {
        pageViewEndpoint: Type.String({
          pattern: '^(/\\S*|https://\\S+)$',
          description: 'Where each route change is reported',
          'x-expected': 'a path starting with / or an https:// URL',
        }),
        sampleRate: Type.Number({ minimum: 0, maximum: 1, description: 'Share of page views sent (0-1)' }),
      },
      closed,
    ),
    customerService: Type.Object(
      {
        customer_service: HttpsUrl('Customer-service chat link'),
        whatsAppUrl: Type.String({
          pattern: '^(https://\\S+)?$',
          description: 'WhatsApp link; empty when the site has none',
          'x-expected': 'an https:// URL or ""',
        }),
        site: NonEmptyText('Site key the customer-service provider knows this site by'),
      },
      closed,
    ),
    features: Type.Object(
      {
        recommendedMatches: Type.Boolean({
          description: 'Recommended matches on home (spec §6 turns them on for hgty and hgtyc)',
        }),
        siteCodeHeader: Type.Boolean({
          description:
            'Requests carry the site_code header (spec §7: hgty and hgtyc); otherwise the server resolves the site from Host',
        }),
        appendUsernameToCustomerServiceLink: Type.Boolean({
          description: 'Append the signed-in username as the name parameter to customer-service links',
        }),
        desktopUrl: HttpsUrl('Desktop site: desktop browsers are sent here from /app/home'),
        venueAutoTransfer: Type.Boolean({
          description:
            'Automatic transfer (免转) for members who have not chosen: the central wallet moves into a venue when a game launches and is recalled when the member leaves it',
        }),
      },
      closed,
    ),
    securityCentre: Type.Optional(SecurityCentreSchema),
    legalFooter: Type.Object(
      {
        licenceText: LocalisedTextSchema,
        responsibleGamingNote: LocalisedTextSchema,
        minimumAge: Type.Integer({ minimum: 18, description: 'Minimum age to play (18+)' }),
      },
      closed,
    ),
    saferPlay: Type.Optional(SaferPlaySchema),
    console: Type.Optional(ConsoleSettingsSchema),
  },
  closed,
);

/**
 * A site's code: the name of its file in site-configs/. Deliberately a string, not a union: the list of sites is
 * whatever files exist (`siteCodes`), so adding one needs no code change.
 */
export type SiteCode = string;

/**
 * What the JSON Schema alone guarantees. `home` is spelled out because TypeBox cannot infer a union built from
 * `homeBlockTypes.map(...)`; HomeBlockSchema is exactly that union.
 */
export type SiteConfigShape = Omit<Type.Static<typeof SiteConfigSchema>, 'home' | 'currencyDisplay'> & {
  home: HomeBlock[];
  currencyDisplay: CurrencyDisplay;
};

/**
 * A validated site config, typed as precisely as the validator guarantees: `home` is the block union the page
 * composer switches on, `defaultLanguage` a shipped locale, `currencyDisplay` the domain's type.
 */
export type SiteConfig = Omit<SiteConfigShape, 'defaultLanguage'> & { defaultLanguage: Locale };
