export * as Dialog from './Dialog.tsx';
export { type DialogPlacement, dialogPlacements } from './Dialog.tsx';
