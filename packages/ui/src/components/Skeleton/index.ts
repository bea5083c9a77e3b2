export {
  Skeleton,
  SkeletonBlock,
  type SkeletonBlockProps,
  type SkeletonProps,
  type SkeletonShape,
  skeletonShapes,
} from './Skeleton.tsx';
