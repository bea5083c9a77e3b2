export { PlaySessionBar, type PlaySessionBarProps } from './PlaySessionBar.tsx';
export { formatPlayTime } from './playTime.ts';
