/**
 * Fails when an `<img>` under `root` did not load: a broken logo, banner or currency icon must fail the
 * story or screenshot that shows it, not be locked into a baseline. Lazy images are switched to eager
 * first, because an image below the fold would otherwise never be fetched and could not be checked.
 */
export async function expectImagesLoaded(root: ParentNode): Promise<void> {
  const images = [...root.querySelectorAll('img')];
  await Promise.all(
    images.map(async (image) => {
      if (image.loading === 'lazy') {
        image.loading = 'eager';
      }
      // decode() settles once the image has loaded (or failed); the outcome is read below.
      await image.decode().catch(() => undefined);
    }),
  );
  const broken = images.filter((image) => !image.complete || image.naturalWidth === 0);
  if (broken.length > 0) {
    const sources = broken.map((image) => image.currentSrc || image.src || '(no src)');
    throw new Error(`${broken.length} image(s) did not load: ${sources.join(', ')}`);
  }
}

/**
 * A story whose subject is an image URL that is not served (e.g. how a URL is rewritten) sets
 * `parameters: { imagesMayNotLoad: true }`; every other story's images must load.
 */
export const imagesMayNotLoad = (parameters: Record<string, unknown>): boolean =>
  parameters.imagesMayNotLoad === true;
