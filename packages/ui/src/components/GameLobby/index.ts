export { GameLobby, type GameLobbyProps } from './GameLobby.tsx';
