export {
  RecommendedMatches,
  type RecommendedMatchesProps,
  recommendedMatchesStates,
} from './RecommendedMatches.tsx';
