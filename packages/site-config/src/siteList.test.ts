import { describe, expect, it } from 'vitest';
import { siteConfigs } from './siteConfigs.ts';
import { isSiteCode, loadSiteConfig, siteCodeForHost, siteCodes } from './siteList.ts';

describe('siteCodeForHost', () => {
  it.each([
    ['m.hgtyc.example', 'hgtyc'],
    ['M.BY.example:443', 'by'],
    ['betwin.example', 'betwin'],
    ['localhost:8080', 'hgty'],
    ['blty.localhost:5173', 'blty'],
  ])('%s -> %s', (host, code) => {
    expect(siteCodeForHost(host)).toBe(code);
  });

  it.each(['unknown.example', 'nosuchsite.localhost', 'constructor', 'm.hgty.example.evil.example'])(
    'claims no site for %s',
    (host) => {
      expect(siteCodeForHost(host)).toBeUndefined();
    },
  );
});

describe('loadSiteConfig', () => {
  it.each(siteCodes)('loads and validates %s alone', async (code) => {
    expect(await loadSiteConfig(code)).toEqual(siteConfigs[code]);
  });

  it('rejects a code no file has, including inherited property names', async () => {
    await expect(loadSiteConfig('nosuchsite')).rejects.toThrow('No site config "nosuchsite"');
    await expect(loadSiteConfig('toString')).rejects.toThrow('No site config "toString"');
    expect(isSiteCode('toString')).toBe(false);
  });
});
