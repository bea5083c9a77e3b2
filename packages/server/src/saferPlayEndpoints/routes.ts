import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { idempotently } from '../money/idempotentRequest.ts';
import type { MemberRef } from '../money/memberContext.ts';
import { recallAllVenueWallets } from '../money/transfers.ts';
import { recordDepositLimitChoice } from '../saferPlay/depositLimitChoice.ts';
import { exclusionRequestOf, startExclusion } from '../saferPlay/exclusions.ts';
import { confirmLimit, setLimit } from '../saferPlay/limits.ts';
import { lockMemberSaferPlay } from '../saferPlay/memberLock.ts';
import {
  chooseRealityCheckInterval,
  continueAfterRealityCheck,
  realityCheckStatus,
  requireRealityChecks,
} from '../saferPlay/realityCheck.ts';
import { type SaferPlaySettings, saferPlaySettingsOf } from '../saferPlay/settings.ts';
import { saferPlayState } from '../saferPlay/state.ts';
import { activityStatement } from '../saferPlay/statement.ts';

/** The site's safer-play switches, or 404 SAFER_PLAY_UNAVAILABLE on a site that offers none. */
function requireSaferPlay(member: MemberRef): SaferPlaySettings {
  const settings = saferPlaySettingsOf(member.siteCode);
  if (!settings) throw new ApiError('SAFER_PLAY_UNAVAILABLE');
  return settings;
}

/** The member's limits and breaks (contract: endpoints/saferPlay.ts). */
export function registerSaferPlayRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.saferPlay, ({ db, signedInMember, sessionToken, platform }) =>
    saferPlayState(
      db,
      signedInMember,
      requireSaferPlay(signedInMember),
      sessionToken ?? '',
      new Date(platform.clock()),
    ),
  );

  registerEndpoint(app, endpoints.realityCheck, ({ db, signedInMember, platform, body }) =>
    realityCheckStatus(
      db,
      signedInMember,
      requireRealityChecks(requireSaferPlay(signedInMember)),
      { gameId: body.gameid, platform: body.platform },
      new Date(platform.clock()),
    ),
  );

  registerEndpoint(app, endpoints.realityCheckContinue, ({ db, signedInMember, platform, body }) =>
    continueAfterRealityCheck(
      db,
      signedInMember,
      requireRealityChecks(requireSaferPlay(signedInMember)),
      { gameId: body.gameid, platform: body.platform },
      new Date(platform.clock()),
    ),
  );

  registerEndpoint(
    app,
    endpoints.realityCheckInterval,
    async ({ db, signedInMember, sessionToken, platform, body }) => {
      const settings = requireSaferPlay(signedInMember);
      const now = new Date(platform.clock());
      await chooseRealityCheckInterval(
        db,
        signedInMember.id,
        requireRealityChecks(settings),
        body.minutes,
        now,
      );
      return saferPlayState(db, signedInMember, settings, sessionToken ?? '', now);
    },
  );

  registerEndpoint(app, endpoints.activityStatement, ({ db, signedInMember, platform }) => {
    if (!requireSaferPlay(signedInMember).activityStatement) throw new ApiError('SAFER_PLAY_UNAVAILABLE');
    return activityStatement(db, signedInMember, new Date(platform.clock()));
  });

  registerEndpoint(
    app,
    endpoints.saferPlayLimitSet,
    ({ db, signedInMember, sessionToken, platform, body }) => {
      const settings = requireSaferPlay(signedInMember);
      const now = new Date(platform.clock());
      return db.transaction(async (transaction) => {
        // the same lock as the movements a limit counts: a deposit under way finishes under the old limit
        await lockMemberSaferPlay(transaction, signedInMember.id);
        await setLimit(transaction, signedInMember, settings, body, now);
        return saferPlayState(transaction, signedInMember, settings, sessionToken ?? '', now);
      });
    },
  );

  registerEndpoint(
    app,
    endpoints.saferPlayLimitConfirm,
    ({ db, signedInMember, sessionToken, platform, body }) => {
      const settings = requireSaferPlay(signedInMember);
      const now = new Date(platform.clock());
      return db.transaction(async (transaction) => {
        await lockMemberSaferPlay(transaction, signedInMember.id);
        await confirmLimit(transaction, signedInMember, settings, body, now);
        return saferPlayState(transaction, signedInMember, settings, sessionToken ?? '', now);
      });
    },
  );

  registerEndpoint(
    app,
    endpoints.saferPlayNoDepositLimit,
    ({ db, signedInMember, sessionToken, platform }) => {
      const settings = requireSaferPlay(signedInMember);
      const now = new Date(platform.clock());
      return db.transaction(async (transaction) => {
        await lockMemberSaferPlay(transaction, signedInMember.id);
        await recordDepositLimitChoice(transaction, signedInMember, 'no_limit', now);
        return saferPlayState(transaction, signedInMember, settings, sessionToken ?? '', now);
      });
    },
  );

  // A break starts in one transaction with the recall of every venue balance to the central wallet (venues under
  // maintenance keep theirs until they reopen); then every session of the member ends, the games with them.
  registerEndpoint(app, endpoints.saferPlayExclusionStart, async (context) => {
    const { signedInMember, sessionToken, platform, body } = context;
    const settings = requireSaferPlay(signedInMember);
    const request = exclusionRequestOf(body);
    const now = new Date(platform.clock());
    const state = await idempotently(context, 'saferPlayExclusionStart', body, (meta) => ({
      claim: 'withWork',
      work: async (transaction) => {
        await lockMemberSaferPlay(transaction, signedInMember.id);
        await startExclusion(transaction, signedInMember, settings, request, now);
        await recallAllVenueWallets(transaction, signedInMember, meta);
        return saferPlayState(transaction, signedInMember, settings, sessionToken ?? '', now);
      },
    }));
    await platform.sessions.revokeAllForMember(signedInMember.id);
    return state;
  });
}
