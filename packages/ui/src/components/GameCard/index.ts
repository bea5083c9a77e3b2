export {
  GameCard,
  GameCardPlaceholder,
 type GameCardGame, type GameCardProps, type GameImageOptions } from './GameCard.tsx';
