export { GameGrid, type GameGridProps, gameGridStates } from './GameGrid.tsx';
