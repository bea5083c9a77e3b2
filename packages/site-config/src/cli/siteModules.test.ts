import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigDirectory } from '../test-support/siteConfigFixtures.ts';
import { generatedDirectory, siteModules } from './siteModules.ts';
import { validateConfigDirectory } from './validateDirectory.ts';

describe('the generated site list (src/generated/)', () => {
  const { configs } = validateConfigDirectory(siteConfigDirectory);

  it.each(Object.entries(siteModules(configs, siteConfigDirectory)))(
    '%s matches site-configs/ (run `npm run validate-sites` after adding or changing a site)',
    (name, expected) => {
      expect(readFileSync(path.join(generatedDirectory, name), 'utf8')).toBe(expected);
    },
  );
});
