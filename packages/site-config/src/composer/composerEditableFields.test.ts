import { describe, expect, it } from 'vitest';
import { siteConfigs } from '../siteConfigs.ts';
import { composerEditableFields, fieldsOnlyTheFileChanges } from './composerEditableFields.ts';

describe('what the page composer may change of a site file (issue 25)', () => {
  const file = siteConfigs.hgty;

  it('lets the home, the tab bar and the theme differ, and a copy without $schema or with keys reordered', () => {
    expect(composerEditableFields).toEqual(['home', 'tabBar', 'theme']);
    const { $schema: _schema, ...withoutSchema } = structuredClone(file);
    const composed = {
      ...Object.fromEntries(Object.entries(withoutSchema).reverse()),
      home: [...file.home].reverse(),
      tabBar: [...file.tabBar].reverse(),
      theme: { ...file.theme, colors: { ...file.theme.colors, brand: '#000000' } },
    } as typeof file;
    expect(fieldsOnlyTheFileChanges(composed, file)).toEqual([]);
  });

  it('names every other changed field at its path, with what the config has there', () => {
    const changed = structuredClone(file);
    changed.timeZone = 'Europe/London';
    changed.legalFooter.minimumAge = 21;
    const { console: _console, ...withoutConsole } = changed;
    expect(fieldsOnlyTheFileChanges(withoutConsole as typeof file, file)).toEqual([
      {
        file: 'hgty.json',
        path: '$.timeZone',
        expected:
          "the value in site-configs/hgty.json: this field changes only through the site's file and a deploy (the composer edits home, tabBar, theme)",
        found: '"Europe/London"',
      },
      expect.objectContaining({ path: '$.legalFooter' }),
      expect.objectContaining({ path: '$.console', found: 'nothing' }),
    ]);
  });
});
