import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { Id, ImageUrl, MaintenanceNoteText, PageNumber } from './common.ts';
import { SaferPlayMoneyRefusals, SaferPlayPlayRefusals } from './money.ts';

export const Game = Type.Object({
  id: Type.String(),
  name: Type.String(),
  seq: Type.Integer(),
  wallet_code: Type.String({ description: 'Venue wallet the game plays from' }),
  imgUrl: ImageUrl,
  bigImgUrl: ImageUrl,
  desc: Type.String(),
  official: Type.Boolean(),
  iconUrl: ImageUrl,
  maintenance: Type.Boolean({ description: 'Under maintenance: shown, not launchable' }),
  maintenanceNote: Type.Optional(MaintenanceNoteText),
});

export const GameCategory = Type.Object({
  id: Type.String(),
  name: Type.String(),
  title: Type.String(),
  sort: Type.Integer(),
  state: Type.Integer({ description: '1 open, 2 under maintenance' }),
  gameType: Type.Integer(),
  icon_nor: ImageUrl,
  icon_sel: ImageUrl,
  games: Type.Array(Game),
});

export const RecommendedMatch = Type.Object({
  id: Type.String(),
  league: Type.String(),
  homeTeam: Type.String(),
  awayTeam: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  classification: Type.String(),
  odds: Type.Object({ home: Type.String(), draw: Type.String(), away: Type.String() }),
  game_type: Type.String({ description: 'Venue code of the sportsbook' }),
  gameType: Type.Literal(6),
  isRecomd: Type.Literal(1),
});

/** The member's automatic transfer setting as it applies, and the site's default it falls back to. */
export const AutoTransferSetting = Type.Object({
  automatic: Type.Boolean({ description: 'Applies now: the member chose it, or the site default does' }),
  siteDefault: Type.Boolean({ description: "The site config's features.venueAutoTransfer" }),
});

export const gameEndpoints = {
  gameList: defineEndpoint({
    name: 'gameList',
    method: 'GET',
    path: '/api/findmed/v1/game/list',
    auth: 'public',
    encoding: 'none',
    summary: 'Game categories with their games; show=1 lists only categories shown on the home screen',
    query: Type.Object({ show: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) }),
    response: Type.Array(GameCategory),
    errors: [],
  }),
  gameLaunch: defineEndpoint({
    name: 'gameLaunch',
    method: 'POST',
    path: '/api/findmed/v1/game/launch',
    auth: 'member',
    encoding: 'form',
    summary: "Open a game: returns the venue URL to frame (the venue reads the member's venue wallet)",
    body: Type.Object({ gameId: Id }),
    response: Type.Object({ url: Type.String(), gameid: Type.String(), platform: Type.String() }),
    errors: ['NOT_FOUND', 'GAME_UNDER_MAINTENANCE', ...SaferPlayMoneyRefusals, ...SaferPlayPlayRefusals],
  }),
  recommendedMatches: defineEndpoint({
    name: 'recommendedMatches',
    method: 'POST',
    path: '/api/findmed/v1/match/recommend/list',
    auth: 'public',
    encoding: 'form',
    summary: 'Recommended matches of a placement, paged; `d` items and `t` total',
    body: Type.Object({
      classification: Type.Optional(
        Type.String({ maxLength: 32, description: 'Sport label; default 足球 (football)' }),
      ),
      placement: Type.Union([Type.Literal(1), Type.Literal(2)]),
      page: Type.Optional(PageNumber),
      page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    }),
    response: Type.Object({ d: Type.Array(RecommendedMatch), t: Type.Integer({ minimum: 0 }) }),
    errors: [],
  }),
  venueAutoTransfer: defineEndpoint({
    name: 'venueAutoTransfer',
    method: 'GET',
    path: '/api/findmed/v1/member/venue-auto-transfer',
    auth: 'member',
    encoding: 'none',
    summary:
      "Automatic transfer (免转): whether the central wallet moves into a game's venue at launch and is recalled when the member leaves; the member's choice, else the site's default",
    response: AutoTransferSetting,
    errors: [],
  }),
  venueAutoTransferSet: defineEndpoint({
    name: 'venueAutoTransferSet',
    method: 'POST',
    path: '/api/findmed/v1/member/venue-auto-transfer',
    auth: 'member',
    encoding: 'form',
    summary:
      "Turns the member's automatic transfer on or off (their choice then outlives the site's default)",
    body: Type.Object({ automatic: Type.Boolean() }),
    response: AutoTransferSetting,
    errors: [],
  }),
};
