export {
  centeredState,
  listRow,
  progressBar,
  type RowVariants,
  roundIcon,
  row,
  type StackVariants,
  type SurfaceVariants,
  stack,
  surface,
} from './layout.css.ts';
export {
  ReservedSpace,
  type ReservedSpaceProps,
  ShapedSkeleton,
  type ShapedSkeletonProps,
} from './ReservedSpace.tsx';
export { Row, type RowProps } from './Row.tsx';
export { Stack, type StackProps } from './Stack.tsx';
export { Surface, type SurfaceElement, type SurfaceProps, surfaceElements } from './Surface.tsx';
