import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { locales } from '@platform/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfigDirectory } from '../test-support/siteConfigFixtures.ts';
import { validateConfigDirectory } from './validateDirectory.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(siteConfigDirectory, '..');
const cliPath = path.join(repositoryRoot, 'packages/site-config/src/cli/validate.ts');
const temporaryDirectories: string[] = [];

/** A copy of site-configs/ to break. */
function copyOfSiteConfigs(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'site-configs-'));
  temporaryDirectories.push(directory);
  cpSync(siteConfigDirectory, directory, { recursive: true });
  return directory;
}

function editConfig(directory: string, file: string, edit: (config: Record<string, unknown>) => void): void {
  const filePath = path.join(directory, file);
  const config = JSON.parse(readFileSync(filePath, 'utf8')) as Record<string, unknown>;
  edit(config);
  writeFileSync(filePath, JSON.stringify(config));
}

afterEach(() => {
  for (const directory of temporaryDirectories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('validateConfigDirectory', () => {
  it('accepts the committed site-configs/ and skips the schema file', () => {
    const result = validateConfigDirectory(siteConfigDirectory);
    expect(result.lines).toEqual([]);
    expect(result.files).toEqual(['betwin.json', 'blty.json', 'by.json', 'hgty.json', 'hgtyc.json']);
  });

  it('wants each file named after its code', () => {
    const directory = copyOfSiteConfigs();
    cpSync(path.join(directory, 'by.json'), path.join(directory, 'by2.json'));
    editConfig(directory, 'by2.json', (config) => {
      config.hosts = ['m.by2.example'];
    });
    expect(validateConfigDirectory(directory).lines).toEqual([
      'by2.json: $.code: expected "by2" (the file name), found "by"',
    ]);
  });

  it('wants every referenced site asset to exist', () => {
    const directory = copyOfSiteConfigs();
    rmSync(path.join(directory, 'assets/blty/app-banner.svg'));
    expect(validateConfigDirectory(directory).lines).toEqual([
      expect.stringMatching(
        /^blty\.json: \$\.home\[5\]\.props\.imageSrc: expected an existing file .*assets\/blty\/app-banner\.svg, found "\/site-assets\/blty\/app-banner\.svg"$/,
      ),
    ]);
  });

  it('wants each host served by one site only', () => {
    const directory = copyOfSiteConfigs();
    editConfig(directory, 'hgtyc.json', (config) => {
      config.hosts = ['m.hgtyc.example', 'm.hgty.example'];
    });
    expect(validateConfigDirectory(directory).lines).toEqual([
      'hgtyc.json: $.hosts[1]: expected a host no other site lists, found "m.hgty.example", also in hgty.json',
    ]);
  });
});

describe('validate CLI', () => {
  it('prints a one-line OK summary and exits 0 for site-configs/', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cliPath, 'site-configs'], {
      cwd: repositoryRoot,
    });
    expect(stdout.trim()).toBe(
      'OK: 5 site configs valid in site-configs (betwin.json, blty.json, by.json, hgty.json, hgtyc.json)',
    );
  }, 30_000);

  it('prints one line per problem and exits 1', async () => {
    const directory = copyOfSiteConfigs();
    editConfig(directory, 'betwin.json', (config) => {
      config.defaultLanguage = 'de-DE';
      config.enabledGameIds = [5, 5];
    });
    const failure = await run(process.execPath, ['--import', 'tsx', cliPath, directory], {
      cwd: repositoryRoot,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim().split('\n')).toEqual([
      'betwin.json: $.enabledGameIds[1]: expected each game id only once, found a second 5',
      `betwin.json: $.defaultLanguage: expected a language we have a message catalog for (${locales.join(', ')}), found "de-DE"`,
    ]);
  }, 30_000);
});
