import type { HTMLAttributes, Ref } from 'react';
import { type RowVariants, row } from './layout.css.ts';

export type RowProps = Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> &
  RowVariants & { ref?: Ref<HTMLDivElement> };

/** A line whose first child takes the room and whose others keep their size (title and action). */
export function Row({ gap, ref, ...rest }: RowProps) {
  return <div {...rest} ref={ref} className={row({ gap })} />;
}
