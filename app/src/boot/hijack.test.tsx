import { RequestFailedError } from '@platform/api-client';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp } from '../../test/bootApp.tsx';
import { resolveSite } from './resolveSite.ts';

describe('site resolution', () => {
  test('a host of a config, or <code>.localhost, is that site', () => {
    expect(resolveSite({ host: 'm.by.example', search: '' }, { allowQueryOverride: false })).toEqual({
      code: 'by',
      hostKnown: true,
    });
    expect(resolveSite({ host: 'betwin.localhost:8080', search: '' }, { allowQueryOverride: false })).toEqual(
      {
        code: 'betwin',
        hostKnown: true,
      },
    );
  });

  test('a host no site claims falls back to hgty and is reported, so the hijack notice shows', () => {
    expect(resolveSite({ host: 'evil.example', search: '' }, { allowQueryOverride: false })).toEqual({
      code: 'hgty',
      hostKnown: false,
    });
  });

  test('?site= picks the site only where allowed (development and tests)', () => {
    const location = { host: 'm.by.example', search: '?site=blty' };
    expect(resolveSite(location, { allowQueryOverride: true }).code).toBe('blty');
    expect(resolveSite(location, { allowQueryOverride: false }).code).toBe('by');
  });
});

describe('the domain-hijack notice', () => {
  test('appears when an API answer is not the platform envelope', async () => {
    const runtime = await bootApp({ search: '?site=hgty' });
    if (runtime === null) throw new Error('the app did not boot');
    await expect.element(page.getByRole('heading', { name: '皇冠体育' })).toBeVisible();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    // What the client raises when an injected page answers 200 in place of the API.
    const replaced = new RequestFailedError(
      'invalid-response',
      { method: 'GET', path: '/api/findmed/v1/game/list' },
      { httpStatus: 200 },
    );
    await runtime.queryClient
      .fetchQuery({ queryKey: ['hijacked'], queryFn: () => Promise.reject(replaced), retry: false })
      .catch(() => {});
    await expect.element(page.getByRole('alertdialog', { name: '访问异常' })).toBeVisible();
  });
});
