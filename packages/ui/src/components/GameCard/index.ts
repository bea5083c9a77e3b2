export {
  GameCard,
  type GameCardGame,
  GameCardPlaceholder,
  type GameCardProps,
  type GameImageOptions,
} from './GameCard.tsx';
