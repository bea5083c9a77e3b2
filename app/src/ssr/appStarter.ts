import { keptTapsProperty, tapTargetSelector } from '../boot/keptTaps.ts';

/** The attribute of the starter's script element that lists the modules to load, the entry first. */
export const starterModulesAttribute = 'data-modules';

/**
 * The one script a prerendered page names (ssr/pageDocument.ts): a small classic script, deferred, that starts the
 * app once the first screen has painted from the HTML. It waits for the window's load event (the HTML, its inline
 * styles and the first screen's images are in) and the frame after it, then asks for the entry module with every
 * module boot needs before it hydrates (the page's chunks, the site's config, its language) in parallel. Before,
 * the entry, twenty module preloads and the CSS were asked for at once with the banner: on a phone's slow 4G
 * 170 KB of script shared the first second's bandwidth with the first screen, and the first paint and banner
 * waited for them (app/README "First paint"). Until it hydrates, the page's links are plain links, and a tap on a
 * button or tab is kept, for boot to replay once the page has hydrated (boot/keptTaps.ts): the member's tap takes
 * effect late rather than never. Its own file, not inline: the content security policy allows scripts from the
 * origin only.
 */
export const appStarterSource = `(() => {
  const starter = document.currentScript;
  const root = document.getElementById('root');
  const kept = [];
  const keep = (event) => {
    const target = event.target instanceof Element ? event.target.closest('${tapTargetSelector}') : null;
    if (target === null || !root.contains(target) || target.closest('a[href]') !== null) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on what answered nothing yet is the same wish, not two (a game would open twice).
    if (kept[kept.length - 1] !== target) kept.push(target);
  };
  document.addEventListener('click', keep, true);
  window['${keptTapsProperty}'] = {
    release() {
      document.removeEventListener('click', keep, true);
      delete window['${keptTapsProperty}'];
      return kept.splice(0);
    },
  };
  const modules = JSON.parse(starter.getAttribute('${starterModulesAttribute}'));
  const start = () => {
    for (const href of modules.slice(1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = modules[0];
    document.head.append(entry);
  };
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
})();
`;
