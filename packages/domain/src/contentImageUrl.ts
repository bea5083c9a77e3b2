/**
 * Where members load an image an operator uploaded in the console (contract `contentImage`). Declared here, the
 * shared root, because both the contract (the endpoint's path) and the site config (an image field may hold such a
 * URL) need the same shape, and neither may import the other.
 */
export const CONTENT_IMAGE_PATH = '/api/findmed/v1/content/image';

/** An uploaded image's id: the URL-safe token the server draws (base64url). */
const CONTENT_IMAGE_ID = '[A-Za-z0-9_-]{1,64}';

/** The URL of an uploaded content image, as members load it. */
export const contentImageUrl = (id: string) => `${CONTENT_IMAGE_PATH}?id=${id}`;

/** A regular-expression source matching exactly such a URL, for schemas (AssetUrl); the path has no special character. */
export const contentImageUrlPattern = `${CONTENT_IMAGE_PATH}\\?id=${CONTENT_IMAGE_ID}`;

const contentImageUrlExpression = new RegExp(`^${contentImageUrlPattern}$`);

/** The id of an uploaded content image's URL, or null for any other URL. */
export function contentImageIdOf(url: string): string | null {
  return contentImageUrlExpression.test(url) ? url.slice(url.indexOf('?id=') + 4) : null;
}
