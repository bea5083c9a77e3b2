import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games } from '../db/schema/catalogue.ts';
import { ApiError } from '../errors/apiError.ts';
import { isStorableText } from '../http/storableText.ts';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A stable hue per text, so each demo tile keeps its colour between requests. */
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

/**
 * Images of the demo catalogue (game tiles, category icons, VIP badges), drawn as SVG from the data so the demo
 * needs no binary assets. Real deployments point these URLs at their CDN.
 */
export function registerDemoAssetRoutes(app: FastifyInstance): void {
  const { db, sites } = app.platform;
  const sendSvg = (reply: import('fastify').FastifyReply, svg: string) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);

  app.get<{ Params: { id: string } }>('/demo-assets/game/:id.svg', async (request, reply) => {
    const site = sites.resolve(request.headers.site_code as string | undefined, request.headers.host);
    // an id PostgreSQL cannot even compare (NUL, a lone surrogate) names no game; asking would be a 500
    if (!isStorableText(request.params.id)) throw new ApiError('NOT_FOUND');
    const [game] = await db
      .select({ name: games.name })
      .from(games)
      .where(and(eq(games.siteCode, site.code), eq(games.id, request.params.id)));
    const big = (request.query as { size?: string }).size === 'big';
    return sendSvg(reply, tile(game?.name ?? request.params.id, big ? 640 : 240, big ? 360 : 240));
  });
  app.get<{ Params: { name: string } }>('/demo-assets/category/:name.svg', async (request, reply) =>
    sendSvg(reply, tile(request.params.name.slice(0, 12), 96, 96)),
  );
  app.get<{ Params: { level: string } }>('/demo-assets/vip/:level.svg', async (request, reply) =>
    sendSvg(reply, tile(`VIP${request.params.level.slice(0, 3)}`, 128, 128)),
  );
}
