import type { GameImageOptions } from '@platform/ui';

/**
 * Cache-busting version of every image URL (spec §9). Set VITE_IMAGE_VERSION at build time to invalidate
 * images with a release; unset, images keep the "1" version.
 */
const imageVersion: string = import.meta.env.VITE_IMAGE_VERSION ?? '1';

/** Whether the browser decodes WebP: a canvas can only export WebP where it can also read it. */
function supportsWebp(): boolean {
  if (typeof document === 'undefined') return false;
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  return canvas.toDataURL('image/webp').startsWith('data:image/webp');
}

export const imageOptions: GameImageOptions = { version: imageVersion, webp: supportsWebp() };
