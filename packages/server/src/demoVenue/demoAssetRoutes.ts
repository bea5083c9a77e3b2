import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../errors/apiError.ts';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A stable hue per text, so each VIP badge keeps its colour between requests. */
function hueOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 360;
  return hash;
}

function tile(label: string, width: number, height: number): string {
  const hue = hueOf(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<rect width="100%" height="100%" rx="12" fill="hsl(${hue} 60% 42%)"/>
<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="${Math.round(height / 5)}" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}

/** The demo's drawn art (packages/server/demo-assets): one picture per game, per category and per activity. */
const artFolder = fileURLToPath(new URL('../../demo-assets/', import.meta.url));
type ArtKind = 'game' | 'category' | 'activity';

/** Every drawing of one kind by its name (`7` for game 7, `sports` for the category), read once at start. */
function drawings(kind: ArtKind): ReadonlyMap<string, string> {
  const folder = join(artFolder, kind);
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => [file.slice(0, -'.svg'.length), readFileSync(join(folder, file), 'utf8')]),
  );
}

/**
 * Images of the demo catalogue: game tiles, category icons and activity banners are drawings kept in the
 * repository (no words in them, so every language reads them; a game's name is under its tile); VIP badges are
 * drawn from the level. Real deployments point these URLs at their CDN.
 */
export function registerDemoAssetRoutes(app: FastifyInstance): void {
  const art = { game: drawings('game'), category: drawings('category'), activity: drawings('activity') };
  const sendSvg = (reply: FastifyReply, svg: string) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  const sendDrawing = (kind: ArtKind, name: string, reply: FastifyReply) => {
    const drawing = art[kind].get(name);
    if (drawing === undefined) throw new ApiError('NOT_FOUND');
    return sendSvg(reply, drawing);
  };

  app.get<{ Params: { id: string } }>('/demo-assets/game/:id.svg', async (request, reply) =>
    sendDrawing('game', request.params.id, reply),
  );
  app.get<{ Params: { name: string } }>('/demo-assets/category/:name.svg', async (request, reply) =>
    sendDrawing('category', request.params.name, reply),
  );
  app.get<{ Params: { name: string } }>('/demo-assets/activity/:name.svg', async (request, reply) =>
    sendDrawing('activity', request.params.name, reply),
  );
  app.get<{ Params: { level: string } }>('/demo-assets/vip/:level.svg', async (request, reply) =>
    sendSvg(reply, tile(`VIP${request.params.level.slice(0, 3)}`, 128, 128)),
  );
}
