import { endpoints } from '@platform/contract';
import { HEARTBEAT_INTERVAL_MS, RECOMMENDED_MATCH_PAGE_SIZE } from '@platform/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { enforcePlayRules } from '../saferPlay/enforcement.ts';
import { autoTransferSettingOf, chooseAutoTransfer } from './autoTransferSetting.ts';
import { gameCatalogue, launchGame, recommendedMatchPage, recordHeartbeat } from './service.ts';

/**
 * Game categories and games, launching a game at its venue, the game heartbeat, recommended matches, and the
 * member's automatic transfer setting.
 */
export function registerGameRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.gameList, async ({ db, site, query, locale }) =>
    gameCatalogue(db, site.code, { homeOnly: query.show === 1, locale }),
  );

  // On a safer-play site the launch is refused during a break or past a loss or session-time limit, checked in
  // the transaction that opens the game session.
  registerEndpoint(
    app,
    endpoints.gameLaunch,
    async ({ db, site, body, signedInMember, sessionToken, platform }) =>
      db.transaction(async (transaction) => {
        const now = platform.clock();
        await enforcePlayRules(
          transaction,
          signedInMember,
          { sessionToken: sessionToken ?? '' },
          new Date(now),
        );
        return launchGame(
          transaction,
          site.code,
          { memberId: signedInMember.id, sessionToken: sessionToken ?? '' },
          body.gameId,
          now,
        );
      }),
  );

  registerEndpoint(app, endpoints.heartbeat, async ({ db, body, signedInMember, platform }) => {
    // The session's idle expiry was already extended by authenticating this request; the game session records
    // that the member is still at the table.
    await recordHeartbeat(
      db,
      signedInMember.id,
      { gameId: body.gameid, platform: body.platform },
      new Date(platform.clock()),
    );
    return { nextHeartbeatInMs: HEARTBEAT_INTERVAL_MS };
  });

  registerEndpoint(app, endpoints.recommendedMatches, async ({ db, site, body }) => {
    if (!site.config.features.recommendedMatches) return { d: [], t: 0 };
    return recommendedMatchPage(db, site.code, {
      placement: body.placement,
      classification: body.classification,
      page: body.page ?? 1,
      pageSize: body.page_size ?? RECOMMENDED_MATCH_PAGE_SIZE,
    });
  });

  registerEndpoint(app, endpoints.venueAutoTransfer, ({ db, site, signedInMember }) =>
    autoTransferSettingOf(db, site, signedInMember.id),
  );
  registerEndpoint(app, endpoints.venueAutoTransferSet, ({ db, site, body, signedInMember }) =>
    chooseAutoTransfer(db, site, signedInMember.id, body.automatic),
  );
}
