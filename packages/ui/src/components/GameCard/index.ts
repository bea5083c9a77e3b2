export { GameCard, type GameCardGame, type GameCardProps, type GameImageOptions } from './GameCard.tsx';
