import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigJsonSchemaText } from './jsonSchema.ts';
import { siteCodes } from './siteList.ts';
import { committedConfigText, siteConfigDirectory } from './test-support/siteConfigFixtures.ts';

describe('site-configs/site-config.schema.json', () => {
  it('is current: regenerate with `node --import tsx packages/site-config/src/cli/generateJsonSchema.ts`', () => {
    const committed = JSON.parse(
      readFileSync(path.join(siteConfigDirectory, 'site-config.schema.json'), 'utf8'),
    );
    // Compared as data, not text, so the repository formatter's line wrapping does not matter.
    expect(committed).toEqual(JSON.parse(siteConfigJsonSchemaText()));
  });

  it.each(siteCodes)('%s.json names it first in "$schema"', (code) => {
    expect(Object.keys(JSON.parse(committedConfigText(code)))[0]).toBe('$schema');
    expect(JSON.parse(committedConfigText(code)).$schema).toBe('./site-config.schema.json');
  });

  it('closes every object, so a misspelt key is an error in the editor too', () => {
    const openObjects: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) {
        for (const [index, item] of node.entries()) walk(item, `${where}/${index}`);
      } else if (typeof node === 'object' && node !== null) {
        const record = node as Record<string, unknown>;
        if (record.type === 'object' && record.additionalProperties === undefined) openObjects.push(where);
        for (const [key, value] of Object.entries(record)) walk(value, `${where}/${key}`);
      }
    };
    walk(JSON.parse(siteConfigJsonSchemaText()), '#');
    expect(openObjects).toEqual([]);
  });
});
