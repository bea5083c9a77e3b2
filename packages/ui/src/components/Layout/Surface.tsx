import type { HTMLAttributes, Ref } from 'react';
import { type StackVariants, type SurfaceVariants, stack, surface } from './layout.css.ts';

/** The block elements a surface may be: a plain panel, a page section or a self-contained article. */
export const surfaceElements = ['div', 'section', 'article'] as const;
export type SurfaceElement = (typeof surfaceElements)[number];

export type SurfaceProps = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> &
  SurfaceVariants & {
    as?: SurfaceElement;
    /** Space between the children, which stack one under another. */
    gap?: StackVariants['gap'];
    ref?: Ref<HTMLElement>;
  };

/** A panel or card on the page background; its children stack with a theme gap. */
export function Surface({
  as: Element = 'div',
  padding,
  radius,
  raised,
  align,
  gap,
  ref,
  ...rest
}: SurfaceProps) {
  return (
    <Element
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      className={`${surface({ padding, radius, raised, align })} ${stack({ gap })}`}
    />
  );
}
