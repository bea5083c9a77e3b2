import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp, openDatabase, seedDemoData, siteDirectoryFromConfigs } from '@platform/server';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteModules } from '../packages/site-config/src/cli/siteModules.ts';
import { validateConfigDirectory } from '../packages/site-config/src/cli/validateDirectory.ts';
import { addFixtureSite } from './fixtures/newSiteFixture.ts';

// Adding a site is adding its JSON and assets: this copies a new site ("lucky") into a temporary site-configs/ and
// shows, without touching any code, that it validates, gets a theme class, is seeded by the server and is resolved
// by host, through the same generated site list `npm run validate-sites` writes. newSiteBrowserSuites.test.ts runs
// the Storybook and screenshot suites over it.
const repositoryRoot = path.resolve(import.meta.dirname, '..');
const generatedModules = path.join(repositoryRoot, 'packages/site-config/src/generated');

let siteConfigDirectory: string;

beforeAll(() => {
  siteConfigDirectory = path.join(mkdtempSync(path.join(tmpdir(), 'new-site-')), 'site-configs');
  cpSync(path.join(repositoryRoot, 'site-configs'), siteConfigDirectory, { recursive: true });
  addFixtureSite(siteConfigDirectory);
});

afterAll(() => {
  rmSync(path.dirname(siteConfigDirectory), { recursive: true, force: true });
});

/** @platform/site-config as it is after `npm run validate-sites` in the temporary folder. */
async function siteConfigPackageWithNewSite() {
  const { configs } = validateConfigDirectory(siteConfigDirectory);
  const output = path.join(path.dirname(siteConfigDirectory), 'generated');
  mkdirSync(output);
  for (const [name, text] of Object.entries(siteModules(configs, siteConfigDirectory, output))) {
    writeFileSync(path.join(output, name), text);
    vi.doMock(path.join(generatedModules, name), () => import(path.join(output, name)));
  }
  vi.resetModules();
  return import('@platform/site-config');
}

describe('a new site is one JSON file and its assets', () => {
  it('validates with the other sites', () => {
    const result = validateConfigDirectory(siteConfigDirectory);
    expect(result.lines).toEqual([]);
    expect(result.configs.map((config) => config.code)).toContain('lucky');
  });

  it('is listed, resolved by host, loaded on its own and themed', async () => {
    const siteConfig = await siteConfigPackageWithNewSite();
    expect(siteConfig.siteCodes).toContain('lucky');
    expect(siteConfig.siteCodeForHost('m.lucky.example')).toBe('lucky');
    expect(siteConfig.siteCodeForHost('lucky.localhost:5173')).toBe('lucky');
    const config = await siteConfig.loadSiteConfig('lucky');
    expect(config.displayName['en-US']).toBe('Lucky Play');

    // The design system compiles one theme class per listed site from its tokens.
    setFileScope('test/newSite.test.ts');
    const { siteThemeClass } = await import('../packages/ui/src/theme/siteThemes.css.ts');
    expect(siteThemeClass).toHaveProperty('lucky', expect.stringContaining('site-lucky'));
  });

  it('is seeded by the server and resolved from the Host header', async () => {
    const { configs } = validateConfigDirectory(siteConfigDirectory);
    const sites = siteDirectoryFromConfigs(configs);
    const connection = await openDatabase({ pglite: new PGlite() });
    try {
      const logins = await seedDemoData(connection.db, sites.all, {
        demoPassword: 'Demo2026',
        nowMs: Date.now(),
      });
      expect(logins.map((login) => login.siteCode)).toContain('lucky');
      const app = await buildApp({ db: connection.db, sites, rateLimits: false, logLevel: 'silent' });
      try {
        const reply = await app.inject({
          method: 'GET',
          url: '/api/f/v1/customer/config',
          headers: { host: 'm.lucky.example', d: '25' },
        });
        expect(reply.statusCode).toBe(200);
        expect(reply.body).toContain('https://chat.lucky.example/room/by');
      } finally {
        await app.close();
      }
    } finally {
      await connection.close();
    }
  }, 120_000);
});
