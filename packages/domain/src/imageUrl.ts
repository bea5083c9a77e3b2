const webpCandidateExtension = /\.(png|jpe?g)$/i;

/**
 * Adds the cache-busting version (`v` query parameter, replacing an older one) and, when the browser supports WebP,
 * asks for the `.webp` sibling the CDN publishes next to each PNG/JPEG (`banner.png` -> `banner.png.webp`).
 * SVG, GIF and already-WebP images keep their path. The existing query and the #fragment are preserved in place.
 * `data:` and `blob:` URLs are returned unchanged (they cannot be versioned).
 */
export function versionedImageUrl(url: string, options: { version: string; webp: boolean }): string {
  if (/^(data|blob):/i.test(url)) return url;
  const hashIndex = url.indexOf('#');
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const withoutHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const queryIndex = withoutHash.indexOf('?');
  const path = queryIndex === -1 ? withoutHash : withoutHash.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : withoutHash.slice(queryIndex + 1);
  const imagePath = options.webp && webpCandidateExtension.test(path) ? `${path}.webp` : path;
  const parameters = query.split('&').filter((parameter) => parameter !== '' && !/^v(=|$)/.test(parameter));
  parameters.push(`v=${encodeURIComponent(options.version)}`);
  return `${imagePath}?${parameters.join('&')}${hash}`;
}
