import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { appRendererFile, sitePageFile } from '@platform/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The app's build as the server finds it: a site's prerendered home and a renderer. This renderer stands in for
 * app/src/ssr/renderRequestPage.ts (test/e2e/firstPaint.spec.ts runs the real one): it reads the site's first
 * activity through the fetch it is given and puts its title and image into the page.
 */
const rendererSource = `
export async function renderRequestPage({ site, path, prerendered, fetch }) {
  if (path === '/embedded') throw new Error('this page cannot be rendered');
  const answer = await fetch('/api/findmed/v1/activity/list?page=1&page_size=1', { headers: { accept: 'application/json' } });
  const first = (await answer.json()).data.list[0];
  return prerendered.replace('<main></main>', '<main data-site="' + site + '"><img src="' + first.bannerUrl + '" alt="' + first.title + '"></main>');
}
export function withPublishedSite(html, site) {
  return html.replace('</head>', '<meta name="site-config" content="' + site + '"></head>');
}
`;

function write(folder: string, file: string, text: string): void {
  mkdirSync(dirname(join(folder, file)), { recursive: true });
  writeFileSync(join(folder, file), text);
}

let testApp: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'platform-rendered-'));
  write(staticDir, 'index.html', '<!doctype html><title>app</title>');
  for (const path of ['/app/home', '/embedded'])
    write(staticDir, sitePageFile('by', path), '<!doctype html><head><title>by</title></head><main></main>');
  write(staticDir, appRendererFile, rendererSource);
  testApp = await createTestApp({ staticDir });
});
afterAll(() => testApp.close());

const navigate = (host: string, url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe("a site's page rendered per request (issue 20)", () => {
  it("carries the host's site's public data, from the API in process, compressed as the browser accepts", async () => {
    const activities = await testApp.app.inject({
      method: 'GET',
      url: '/api/findmed/v1/activity/list?page=1&page_size=1',
      headers: { host: 'by.localhost' },
    });
    const first = activities.json().data.list[0];
    const page = await navigate('by.localhost:8080', '/app/home', { 'accept-encoding': 'gzip, br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain(`<main data-site="by"><img src="${first.bannerUrl}" alt="${first.title}">`);
  });

  it('sends the prerendered page when the render fails, and the shell or index.html where no page exists', async () => {
    const embedded = await navigate('by.localhost', '/embedded');
    expect(embedded.statusCode).toBe(200);
    expect(embedded.body).toBe(
      '<!doctype html><head><title>by</title><meta name="site-config" content="by"></head><main></main>',
    );
    expect((await navigate('nowhere.example', '/app/home')).body).toContain('<title>app</title>');
  });

  it('never serves the renderer itself', async () => {
    const renderer = await navigate('by.localhost', `/${appRendererFile}`);
    expect(renderer.statusCode).toBe(404);
    expect(renderer.body).not.toContain('renderRequestPage');
  });
});
