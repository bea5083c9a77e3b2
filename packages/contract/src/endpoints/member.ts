import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { ImageUrl } from './common.ts';

export const VipLevel = Type.Object({
  level: Type.Integer({ minimum: 0 }),
  name: Type.String(),
  depositRequirementMinor: Type.Integer({
    minimum: 0,
    description: 'Cumulative deposits to reach the level, minor units',
  }),
  turnoverRequirementMinor: Type.Integer({
    minimum: 0,
    description: 'Cumulative turnover to reach the level, minor units',
  }),
  privileges: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), value: Type.String() })),
  badgeUrl: ImageUrl,
});

const MenuNode = Type.Object({
  key: Type.String(),
  title: Type.String(),
  route: Type.String({ description: 'App route the entry opens' }),
  icon: Type.String(),
  badge: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const memberEndpoints = {
  vips: defineEndpoint({
    name: 'vips',
    method: 'GET',
    path: '/api/findmed/v1/member/vips',
    auth: 'member',
    encoding: 'none',
    summary: "The member's VIP standing and progress to the next level",
    response: Type.Object({
      level: Type.Integer(),
      name: Type.String(),
      depositMinor: Type.Integer(),
      turnoverMinor: Type.Integer(),
      next: Type.Union([VipLevel, Type.Null()]),
    }),
    errors: [],
  }),
  vipLevels: defineEndpoint({
    name: 'vipLevels',
    method: 'GET',
    path: '/api/findmed/v1/member/vips/list',
    auth: 'member',
    encoding: 'none',
    summary: 'Every VIP level of the site',
    response: Type.Array(VipLevel),
    errors: [],
  }),
  vipDetail: defineEndpoint({
    name: 'vipDetail',
    method: 'GET',
    path: '/api/findmed/v1/member/vips/detail',
    auth: 'member',
    encoding: 'none',
    summary: 'One VIP level with its privileges (the privilege and detail pages)',
    query: Type.Object({ level: Type.Integer({ minimum: 0, maximum: 100 }) }),
    response: VipLevel,
    errors: ['NOT_FOUND'],
  }),
  memberTree: defineEndpoint({
    name: 'memberTree',
    method: 'GET',
    path: '/api/findmed/v1/member/tree',
    auth: 'member',
    encoding: 'none',
    summary:
      'A menu tree for the member centre: id 010 is the user-centre menu (sections of entries with routes and badges)',
    query: Type.Object({ id: Type.String({ pattern: '^[0-9]{3}$' }) }),
    response: Type.Array(
      Type.Object({ key: Type.String(), title: Type.String(), children: Type.Array(MenuNode) }),
    ),
    errors: ['NOT_FOUND'],
  }),
  inviteLink: defineEndpoint({
    name: 'inviteLink',
    method: 'GET',
    path: '/api/findmed/v1/member/invite',
    auth: 'member',
    encoding: 'none',
    summary: "The member's invite code and share link (carries i_code)",
    response: Type.Object({ inviteCode: Type.String(), url: Type.String(), invitedCount: Type.Integer() }),
    errors: [],
  }),
  agentPage: defineEndpoint({
    name: 'agentPage',
    method: 'GET',
    path: '/api/findmed/v1/member/agent',
    auth: 'member',
    encoding: 'none',
    summary: 'Agent page: invitees, commission rate and the latest invitees',
    response: Type.Object({
      inviteCode: Type.String(),
      url: Type.String(),
      invitedCount: Type.Integer(),
      isAgent: Type.Boolean({
        description:
          'The member is an agent (someone registered with their invite code): the page shows agent statistics',
      }),
      commissionRatePercent: Type.String(),
      recentInvitees: Type.Array(
        Type.Object({ username: Type.String(), joinedAt: Type.String({ format: 'date-time' }) }),
      ),
    }),
    errors: [],
  }),
};
