/** A copy of `items` with the item at `from` taken out and put back at `to` (both indexes of the same list). */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item === undefined) return moved;
  moved.splice(to, 0, item);
  return moved;
}
