import path from 'node:path';
import { siteCodes } from '@platform/site-config';
import { describe, expect, it } from 'vitest';
import { validateConfigDirectory } from '../packages/site-config/src/cli/validateDirectory.ts';

// The same code path as `node --import tsx packages/site-config/src/cli/validate.ts site-configs`.
const siteConfigDirectory = path.resolve(import.meta.dirname, '../site-configs');

describe('site-configs/', () => {
  const result = validateConfigDirectory(siteConfigDirectory);

  it('every config passes the validator (schema, semantic rules, assets, unique hosts)', () => {
    expect(result.lines).toEqual([]);
  });

  it('holds exactly one config per listed site code', () => {
    expect(result.files).toEqual(siteCodes.map((code) => `${code}.json`));
    expect(result.configs.map((config) => config.code)).toEqual([...siteCodes]);
  });
});
