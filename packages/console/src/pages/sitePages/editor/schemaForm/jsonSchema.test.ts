import {
  homeBlockPropsSchemas,
  homeBlockTypes,
  requireSiteConfig,
  validateSiteConfig,
} from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { consoleLanguages, consoleLocales } from '../../../../i18n/consoleCatalog.ts';
import { defaultValue } from './defaultValue.ts';
import { type FieldKind, fieldKindOf, type JsonSchema, literalChoices } from './jsonSchema.ts';

/** Every prop schema of every block type, nested ones included, with the key it sits under. */
function propsOf(schema: JsonSchema): [string, JsonSchema][] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]): [string, JsonSchema][] => [
    [key, property],
    ...propsOf(property.type === 'array' && property.items ? property.items : property),
  ]);
}
const everyProp = homeBlockTypes.flatMap((type) => propsOf(homeBlockPropsSchemas[type] as JsonSchema));

describe('the form a block schema generates', () => {
  test('every prop of every block type gets a field of its own kind, none unsupported', () => {
    const kinds = Object.fromEntries(
      homeBlockTypes.map((type) => [
        type,
        Object.fromEntries(
          Object.entries((homeBlockPropsSchemas[type] as JsonSchema).properties ?? {}).map(
            ([key, property]) => [key, fieldKindOf(property)],
          ),
        ),
      ]),
    );
    expect(kinds.bannerCarousel).toEqual({ slides: 'objectList', autoplayMs: 'number' });
    expect(kinds.quickActions).toEqual({ actions: 'choiceList' });
    expect(kinds.recommendedMatches).toEqual({ classification: 'text', placement: 'choice' });
    expect(kinds.downloadAppBanner).toEqual({ iosUrl: 'text', androidUrl: 'text', imageSrc: 'image' });
    const slide = (homeBlockPropsSchemas.bannerCarousel as JsonSchema).properties?.slides
      ?.items as JsonSchema;
    expect(fieldKindOf(slide.properties?.alt as JsonSchema)).toBe<FieldKind>('localisedText');
    expect(everyProp.filter(([, schema]) => fieldKindOf(schema) === 'unsupported')).toEqual([]);
  });

  test('pickers are chosen by their annotation', () => {
    expect(fieldKindOf({ type: 'array', items: { type: 'string' }, 'x-picker': 'game' })).toBe('gamePicker');
    expect(fieldKindOf({ type: 'string', 'x-picker': 'category' })).toBe('categoryPicker');
  });

  test('a new block starts from the least its schema allows, and validation names what is still to write', () => {
    expect(defaultValue(homeBlockPropsSchemas.gameGrid as JsonSchema)).toEqual({ columns: 2, maxGames: 1 });
    expect(defaultValue(homeBlockPropsSchemas.noticeBar as JsonSchema)).toEqual({ scrollSpeed: 'slow' });
    expect(defaultValue(homeBlockPropsSchemas.recommendedMatches as JsonSchema)).toEqual({
      classification: '',
      placement: 1,
    });
    const banner = defaultValue(homeBlockPropsSchemas.bannerCarousel as JsonSchema);
    expect(banner).toEqual({
      slides: [{ imageSrc: '', alt: { 'zh-CN': '', 'zh-HK': '', 'en-US': '' } }],
      autoplayMs: 2000,
    });
    const site = structuredClone(requireSiteConfig('hgty'));
    const checked = validateSiteConfig('hgty.json', {
      ...site,
      home: [...site.home, { type: 'bannerCarousel', props: banner }],
    });
    const index = site.home.length;
    expect(checked.ok ? [] : checked.issues.map((issue) => issue.path)).toEqual([
      `$.home[${index}].props.slides[0].imageSrc`,
      `$.home[${index}].props.slides[0].alt["zh-CN"]`,
      `$.home[${index}].props.slides[0].alt["zh-HK"]`,
      `$.home[${index}].props.slides[0].alt["en-US"]`,
    ]);
  });
});

describe("the form's words", () => {
  test.each(consoleLocales)('%s names every prop and every choice of every block type', async (locale) => {
    const { schemaForm } = (await consoleLanguages[locale]()).default;
    // Shortcut buttons are named with the members' own words (the design system's catalog, typed complete there).
    const memberWords = new Set(literalChoices(homeBlockPropsSchemas.quickActions.properties.actions.items));
    const localisedKeys = new Set(['zh-CN', 'zh-HK', 'en-US']);
    const keys = [...new Set(everyProp.map(([key]) => key))].filter((key) => !localisedKeys.has(key));
    expect(keys.filter((key) => schemaForm.fieldLabels[key] === undefined)).toEqual([]);
    const choices = everyProp.flatMap(([, schema]) => [
      ...(literalChoices(schema) ?? []),
      ...(schema.items ? (literalChoices(schema.items) ?? []) : []),
    ]);
    expect(
      choices.filter(
        (choice) =>
          typeof choice === 'string' && !memberWords.has(choice) && schemaForm.choices[choice] === undefined,
      ),
    ).toEqual([]);
  });
});
