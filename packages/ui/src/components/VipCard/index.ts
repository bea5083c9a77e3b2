export { VipCard, type VipCardProps } from './VipCard.tsx';
