/** One chunk of the client build's Vite manifest (.vite/manifest.json), the parts a page's HTML links. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type PageAssets = { scripts: string[]; stylesheets: string[] };

/**
 * The JavaScript and CSS files a module of the client build loads with its static imports, each once: a
 * prerendered page links the CSS (its markup is styled before any script runs) and preloads the scripts (hydration
 * starts as soon as the entry has run, without waiting for the page's lazy chunk to be asked for).
 */
export function pageAssets(manifest: Manifest, moduleKey: string): PageAssets {
  if (manifest[moduleKey] === undefined) throw new Error(`The build's manifest has no module "${moduleKey}"`);
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleKey);
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}
