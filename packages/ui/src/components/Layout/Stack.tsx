import type { HTMLAttributes, Ref } from 'react';
import { type StackVariants, stack } from './layout.css.ts';

export type StackProps = Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> &
  StackVariants & { ref?: Ref<HTMLDivElement> };

/** Children one under another, spaced by a step of the theme's spacing scale. */
export function Stack({ gap, ref, ...rest }: StackProps) {
  return <div {...rest} ref={ref} className={stack({ gap })} />;
}
