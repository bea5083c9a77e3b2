export { Avatar, type AvatarProps, avatarSizes } from './Avatar.tsx';
