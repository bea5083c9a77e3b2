import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { Id, PageOf, Paging, Timestamp } from './common.ts';

export const Message = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML; the app sanitises it before rendering' }),
  read: Type.Boolean(),
  createdAt: Timestamp,
});

export const messageEndpoints = {
  messageList: defineEndpoint({
    name: 'messageList',
    method: 'POST',
    path: '/api/findmed/v1/member/message/list',
    auth: 'member',
    encoding: 'form',
    summary: "The member's messages, newest first",
    body: Type.Object({ ...Paging, unreadOnly: Type.Optional(Type.Boolean()) }),
    response: PageOf(Message),
    errors: [],
  }),
  messageUnreadCount: defineEndpoint({
    name: 'messageUnreadCount',
    method: 'GET',
    path: '/api/findmed/v1/member/message/num',
    auth: 'member',
    encoding: 'none',
    summary: 'Unread message count',
    response: Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
    errors: [],
  }),
  messageUpdate: defineEndpoint({
    name: 'messageUpdate',
    method: 'POST',
    path: '/api/findmed/v1/member/message/update',
    auth: 'member',
    encoding: 'form',
    summary: "Mark the member's messages read or delete them; ids that are not the member's are a 404",
    body: Type.Object({
      ids: Type.Array(Id, { minItems: 1, maxItems: 100 }),
      action: Type.Union([Type.Literal('read'), Type.Literal('delete')]),
    }),
    response: Type.Object({ updated: Type.Integer(), unread: Type.Integer() }),
    errors: ['NOT_FOUND'],
  }),
};
