/**
 * The JSON path of a child, spelled as the server's validation spells problem paths (site-config's
 * jsonPathFromPointer): `.key` for an identifier, `["zh-CN"]` for any other key, `[2]` for an index. A field finds
 * its problems by comparing paths, so the two spellings must agree.
 */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** Where a home block is in the config, e.g. `$.home[2]`: its problems are there or inside. */
export const homeBlockPath = (index: number) => childPath(childPath('$', 'home'), index);

/** Where a home block's props are: what its form's field paths start from. */
export const homeBlockPropsPath = (index: number) => childPath(homeBlockPath(index), 'props');
