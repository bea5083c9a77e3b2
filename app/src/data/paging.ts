/** A page of a paged list as the contract answers it (`PageOf` in the contract's common schemas). */
export type PageOf<Item> = { list: Item[]; total: number };

/** The page after `pages`, or none once every item of the list has been loaded. */
export function nextPageOf(pages: readonly PageOf<unknown>[]): number | undefined {
  const last = pages.at(-1);
  if (last === undefined || last.list.length === 0) return undefined;
  const loaded = pages.reduce((count, page) => count + page.list.length, 0);
  return loaded < last.total ? pages.length + 1 : undefined;
}
