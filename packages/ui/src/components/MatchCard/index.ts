export { type Match, MatchCard, type MatchCardProps } from './MatchCard.tsx';
