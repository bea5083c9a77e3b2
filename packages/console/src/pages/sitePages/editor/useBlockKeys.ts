import { useRef } from 'react';
import { moveItem } from './moveItem.ts';

let nextKey = 0;
const newKey = () => `block-${++nextKey}`;

/**
 * Stable React keys for the home's blocks, which have no ids of their own: a moved block keeps its key (so its open
 * form and the focused button move with it) because every move, add and remove is applied to the keys too. A list
 * replaced from elsewhere (the server's draft taken over) with another length gets new keys.
 */
export function useBlockKeys(count: number) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== count) keys.current = Array.from({ length: count }, newKey);
  return {
    keys: keys.current,
    move: (from: number, to: number) => {
      keys.current = moveItem(keys.current, from, to);
    },
    add: () => {
      const key = newKey();
      keys.current = [...keys.current, key];
      return key;
    },
    remove: (index: number) => {
      keys.current = keys.current.filter((_, at) => at !== index);
    },
  };
}
