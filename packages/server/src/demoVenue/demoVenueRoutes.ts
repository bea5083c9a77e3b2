import { formatMoney } from '@platform/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games } from '../db/schema/catalogue.ts';
import { gameSessions } from '../db/schema/engagement.ts';
import { members } from '../db/schema/members.ts';
import { demoVenueFrameHeaders } from '../http/securityHeaders.ts';
import { venueBalances } from '../money/venueWallets.ts';
import { sha256Hex } from '../security/tokens.ts';
import { demoVenueScript, demoVenueStyles, renderDemoVenuePage } from './demoVenuePage.ts';

/**
 * A stand-in game provider served by the same process: the launch URL opens this page in the app's iframe.
 * It authenticates with the launch ticket only (never the member's session token), shows the member's wallet
 * at this venue, accepts the 30 s heartbeat and links back to /app/venueBack.
 */
export function registerDemoVenueRoutes(app: FastifyInstance): void {
  const { db, clock } = app.platform;

  async function gameSessionFor(ticket: unknown) {
    if (typeof ticket !== 'string' || ticket.length < 20 || ticket.length > 100) return undefined;
    const [row] = await db
      .select({ session: gameSessions, gameName: games.name, walletCode: games.walletCode })
      .from(gameSessions)
      .innerJoin(members, eq(members.id, gameSessions.memberId))
      .innerJoin(games, and(eq(games.siteCode, members.siteCode), eq(games.id, gameSessions.gameId)))
      .where(
        and(
          eq(gameSessions.ticketHash, sha256Hex(ticket)),
          gt(gameSessions.ticketExpiresAt, new Date(clock())),
        ),
      );
    return row;
  }

  app.get('/demo-venue/play', async (request, reply) => {
    reply.headers({
      ...demoVenueFrameHeaders,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
    const found = await gameSessionFor((request.query as { ticket?: unknown }).ticket);
    if (!found) {
      return reply.code(404).type('text/html; charset=utf-8').send(renderDemoVenuePage(null));
    }
    const wallets = await venueBalances(db, found.session.memberId);
    const wallet = wallets.find((candidate) => candidate.walletCode === found.walletCode);
    return reply.type('text/html; charset=utf-8').send(
      renderDemoVenuePage({
        gameName: found.gameName,
        walletCode: found.walletCode,
        balanceText: wallet ? `${formatMoney(wallet.balanceMinor, 'en-US')} ${wallet.currency}` : '0.00',
        lastHeartbeatAt: found.session.lastHeartbeatAt.toISOString(),
      }),
    );
  });

  app.get('/demo-venue/venue.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(demoVenueScript),
  );
  app.get('/demo-venue/venue.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(demoVenueStyles),
  );

  // The page posts its ticket as text/plain so that a sandboxed (opaque-origin) frame can send it without a preflight.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 256 }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/demo-venue/heartbeat', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const found = await gameSessionFor(typeof request.body === 'string' ? request.body.trim() : undefined);
    if (!found) return reply.code(404).send({ status: false, data: 'ticket' });
    const now = new Date(clock());
    await db
      .update(gameSessions)
      .set({ lastHeartbeatAt: now })
      .where(eq(gameSessions.ticketHash, found.session.ticketHash));
    return reply.send({ status: true, data: { lastHeartbeatAt: now.toISOString() } });
  });
}
