/**
 * Offline picture fixtures for stories and previews: inline SVG data URLs, so stories render the same
 * on every machine (visual baselines) without network or binary files. Colours here are picture
 * content, not UI styling.
 */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function pictureFixture(label: string, hue: number, width = 320, height = 180): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 30%)"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 6)}" fill="white" text-anchor="middle">${label}</text></svg>`,
  );
}

export function iconFixture(glyph: string, hue: number, filled: boolean): string {
  const fill = filled ? `hsl(${hue} 75% 45%)` : 'none';
  const stroke = `hsl(${hue} 60% 40%)`;
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
      `<circle cx="24" cy="24" r="20" fill="${fill}" stroke="${stroke}" stroke-width="3"/>` +
      `<text x="24" y="31" font-family="sans-serif" font-size="20" fill="${filled ? 'white' : stroke}" text-anchor="middle">${glyph}</text></svg>`,
  );
}

export const coinIconFixture = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
    '<circle cx="16" cy="16" r="15" fill="#26a17b"/><path d="M9 9h14v4h-5v12h-4V13H9z" fill="white"/></svg>',
);
