import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { games, venues } from '../db/schema/catalogue.ts';
import { gameSessions } from '../db/schema/engagement.ts';
import { members } from '../db/schema/members.ts';
import { demoVenueFrameHeaders } from '../http/securityHeaders.ts';
import { serverText } from '../i18n/serverText.ts';
import type { MemberRef } from '../money/memberContext.ts';
import { venueBalances } from '../money/venueWallets.ts';
import { sha256Hex } from '../security/tokens.ts';
import { playRound, RoundRefusedError, settleOpenRounds } from './demoRounds.ts';
import { demoVenueScript, demoVenueStyles, renderDemoVenuePage } from './demoVenuePage.ts';
import { rollDie } from './diceRules.ts';
import { parseRoundBody } from './roundBody.ts';
import { sweepAbandonedRoundsWhileListening } from './roundRecovery.ts';
import { venueFigures } from './venueFigures.ts';

/**
 * A stand-in game provider served by the same process: the launch URL opens this page in the app's iframe.
 * It authenticates with the launch ticket only (never the member's session token), shows the member's wallet
 * at this venue, plays rounds of High / Low dice (`diceRules.ts`, `demoRounds.ts`), accepts the 30 s heartbeat
 * and links back to /app/venueBack.
 */
export function registerDemoVenueRoutes(app: FastifyInstance): void {
  const { db, clock, sessions, events, sites } = app.platform;
  sweepAbandonedRoundsWhileListening(app, db);

  /** The game session of a ticket that has not expired and whose member's session (the launching one) still lives. */
  async function gameSessionFor(ticket: unknown) {
    if (typeof ticket !== 'string' || ticket.length < 20 || ticket.length > 100) return undefined;
    const now = clock();
    const [row] = await db
      .select({
        session: gameSessions,
        siteCode: members.siteCode,
        gameName: games.name,
        walletCode: games.walletCode,
        venueName: venues.name,
        maintenance: games.maintenance,
      })
      .from(gameSessions)
      .innerJoin(members, eq(members.id, gameSessions.memberId))
      .innerJoin(games, and(eq(games.siteCode, members.siteCode), eq(games.id, gameSessions.gameId)))
      .innerJoin(venues, and(eq(venues.siteCode, games.siteCode), eq(venues.walletCode, games.walletCode)))
      .where(
        and(
          eq(gameSessions.ticketHash, sha256Hex(ticket)),
          gt(gameSessions.ticketExpiresAt, new Date(now)),
          sessions.liveSessionCondition(gameSessions.sessionTokenHash, now),
        ),
      );
    return row;
  }
  type GameSession = NonNullable<Awaited<ReturnType<typeof gameSessionFor>>>;

  const memberOf = (found: GameSession): MemberRef => ({
    id: found.session.memberId,
    siteCode: found.siteCode,
  });

  async function balanceMinor(memberId: string, walletCode: string): Promise<number> {
    const wallet = (await venueBalances(db, memberId)).find(
      (candidate) => candidate.walletCode === walletCode,
    );
    return wallet?.balanceMinor ?? 0;
  }

  /** The page speaks the language of the member's site (of the host it is served from when the ticket is unknown). */
  function languageOf(found: GameSession | undefined, request: FastifyRequest) {
    const site =
      (found && sites.byCode(found.siteCode)) ??
      sites.resolve(request.headers.site_code as string | undefined, request.headers.host);
    const locale = site.defaultLocale;
    return { locale, text: serverText(locale).demoVenue, figures: venueFigures(site, locale) };
  }

  app.get('/demo-venue/play', async (request, reply) => {
    reply.headers({
      ...demoVenueFrameHeaders,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
    const found = await gameSessionFor((request.query as { ticket?: unknown }).ticket);
    const language = languageOf(found, request);
    if (!found) {
      return reply.code(404).type('text/html; charset=utf-8').send(renderDemoVenuePage(null, language));
    }
    // A launch is where a member comes back after an interrupted round: settle it before showing the wallet.
    await settleOpenRounds(db, memberOf(found), request.id);
    return reply.type('text/html; charset=utf-8').send(
      renderDemoVenuePage(
        {
          gameName: found.gameName,
          venueName: found.venueName,
          balanceMinor: await balanceMinor(found.session.memberId, found.walletCode),
          lastHeartbeatAt: found.session.lastHeartbeatAt,
        },
        language,
      ),
    );
  });

  // The page runs in a sandboxed frame, an opaque origin, so every load it makes is cross-site: the default
  // `cross-origin-resource-policy: same-site` would block its own script and styles (ERR_BLOCKED_BY_RESPONSE) and
  // leave a form that submits nowhere. A provider's assets are public anyway.
  const venueAssetHeaders = { 'cache-control': 'no-cache', 'cross-origin-resource-policy': 'cross-origin' };
  app.get('/demo-venue/venue.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').headers(venueAssetHeaders).send(demoVenueScript),
  );
  app.get('/demo-venue/venue.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').headers(venueAssetHeaders).send(demoVenueStyles),
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
    const { figures } = languageOf(found, request);
    return reply.send({
      status: true,
      data: { lastHeartbeatAt: now.toISOString(), lastHeartbeatText: figures.time(now) },
    });
  });

  // One round of High / Low dice; the body is JSON sent as text/plain, like the heartbeat, so no preflight.
  app.post('/demo-venue/round', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const input = parseRoundBody(request.body);
    if (!input) return reply.code(400).send({ status: false, data: 'round' });
    const found = await gameSessionFor(input.ticket);
    if (!found) return reply.code(404).send({ status: false, data: 'ticket' });
    if (found.maintenance) return reply.code(409).send({ status: false, data: 'maintenance' });
    try {
      const result = await playRound(
        db,
        events,
        {
          member: memberOf(found),
          walletCode: found.walletCode,
          gameName: found.gameName,
          roundId: input.roundId,
          stakeMinor: input.stakeMinor,
          pick: input.pick,
          requestId: request.id,
        },
        rollDie(),
      );
      const { figures } = languageOf(found, request);
      return reply.send({
        status: true,
        data: {
          ...result,
          payoutText: figures.money(result.payoutMinor),
          balanceText: figures.money(await balanceMinor(found.session.memberId, found.walletCode)),
        },
      });
    } catch (error) {
      if (error instanceof RoundRefusedError) {
        return reply.code(error.reason === 'stake' ? 400 : 409).send({ status: false, data: error.reason });
      }
      throw error;
    }
  });
}
