import { describe, expect, it } from 'vitest';
import { readPrerenderedPage } from '../boot/prerenderedPage.ts';
import { starterModulesAttribute } from './appStarter.ts';
import { prerenderedPageDocument, withRenderedPage } from './pageDocument.ts';

const shell = `<!doctype html>
<html lang="zh-CN" class="theme" data-site="hgty">
  <head>
    <title>site</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = prerenderedPageDocument(shell, {
  markup: '<main>home</main>',
  page: { site: 'hgty', path: '/app/home' },
  assets: { scripts: ['assets/HomePage-1.js', 'assets/shared-1.js'], stylesheets: ['assets/home-1.css'] },
  bootModules: ['assets/hgty-1.js'],
  starterFile: 'assets/start-1.js',
  readStylesheet: (href) => `.from-${href.replaceAll(/\W/g, '')}{color:red}`,
});
const document = new DOMParser().parseFromString(page, 'text/html');

describe('a prerendered page', () => {
  it('paints from itself: every stylesheet inline, no script or module preload in the head', () => {
    expect(
      document.querySelectorAll('head link[rel="stylesheet"]:not([disabled]), head script'),
    ).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(
      [...document.querySelectorAll('head style')].map((style) => style.getAttribute('data-href')),
    ).toEqual(['/assets/index-1.css', '/assets/home-1.css']);
    expect(document.querySelector('#root')?.innerHTML).toBe('<main>home</main>');
  });

  it('names one script, the deferred starter, with the entry first and every module boot needs once', () => {
    const scripts = document.querySelectorAll('script[src]');
    expect(scripts).toHaveLength(1);
    const starter = scripts[0] as HTMLScriptElement;
    expect(starter.getAttribute('src')).toBe('/assets/start-1.js');
    expect(starter.defer).toBe(true);
    expect(JSON.parse(starter.getAttribute(starterModulesAttribute) ?? '')).toEqual([
      '/assets/index-1.js',
      '/assets/shared-1.js',
      '/assets/HomePage-1.js',
      '/assets/hgty-1.js',
    ]);
  });
});

describe('the page rendered per request with the server data', () => {
  const queries = {
    mutations: [],
    queries: [
      {
        queryKey: ['activities', 3],
        queryHash: '["activities",3]',
        state: { data: { title: '</script><script>alert(1)</script>' } },
      },
    ],
  };
  const rendered = withRenderedPage(page, {
    markup: '<main>home with <img src="/activity-1.svg" alt=""></main>',
    page: { site: 'hgty', path: '/app/home', queries } as never,
  });
  const renderedDocument = new DOMParser().parseFromString(rendered, 'text/html');

  it("is the build's page with the new markup and state: same shell, inline styles and starter", () => {
    expect(renderedDocument.querySelector('#root img')?.getAttribute('src')).toBe('/activity-1.svg');
    expect(renderedDocument.head.innerHTML).toBe(document.head.innerHTML);
    expect(renderedDocument.querySelectorAll('script[src]')).toHaveLength(1);
  });

  it('carries the data as inert JSON a text cannot break out of', () => {
    expect(
      renderedDocument.querySelectorAll('script:not([src]):not([type="application/json"])'),
    ).toHaveLength(0);
    expect(readPrerenderedPage(renderedDocument)?.queries).toEqual(queries);
  });
});
